<?php
/**
 * KSES: what a user without `unfiltered_html` (an Author, a Contributor; an Editor on multisite) may save in a
 * post or page. WordPress strips unknown tags on save; this allows
 *
 * - every `shop-*` tag with its documented attributes (tags.json / dist/custom-elements.json), the global
 *   ones (class, id, style, title, role, aria-*, data-*) and `slot`; URL attributes pass WordPress's protocol
 *   check (no javascript:);
 * - the form fields the elements' markup contracts use (input, select, option), without formaction.
 *
 * `<script>` stays forbidden, also `type="application/json"`: KSES can require an attribute value, but when the
 * check fails it keeps the bare tag (`<script>`), which would run. The filters' JSON goes through the
 * `[shop_json]` shortcode instead, which parses the JSON and prints it again (shortcodes.php).
 */

defined('ABSPATH') || exit;

function shop_elements_global_attributes()
{
    return array(
        'class' => true,
        'id' => true,
        'style' => true,
        'title' => true,
        'role' => true,
        'slot' => true,
        'hidden' => true,
        'lang' => true,
        'dir' => true,
        'tabindex' => true,
        'aria-*' => true,
        'data-*' => true,
        'aria-label' => true,
        'aria-labelledby' => true,
        'aria-describedby' => true,
        'aria-hidden' => true,
        'aria-pressed' => true,
        'aria-expanded' => true,
        'aria-controls' => true,
    );
}

add_filter('wp_kses_allowed_html', function ($tags, $context) {
    if ($context !== 'post' || !is_array($tags)) {
        return $tags;
    }
    $global = shop_elements_global_attributes();
    foreach (shop_elements_tags() as $tag => $attributes) {
        $allowed = $global;
        foreach ($attributes as $attribute) {
            $allowed[strtolower($attribute)] = true;
        }
        $tags[$tag] = $allowed;
    }
    $fields = array(
        'name' => true,
        'value' => true,
        'type' => true,
        'placeholder' => true,
        'required' => true,
        'disabled' => true,
        'checked' => true,
        'selected' => true,
        'multiple' => true,
        'min' => true,
        'max' => true,
        'step' => true,
        'minlength' => true,
        'maxlength' => true,
        'pattern' => true,
        'inputmode' => true,
        'autocomplete' => true,
        'readonly' => true,
        'form' => true,
        'label' => true,
        'size' => true,
    );
    foreach (array('input', 'select', 'option', 'textarea', 'button', 'label', 'form') as $field_tag) {
        $tags[$field_tag] = array_merge(
            isset($tags[$field_tag]) ? $tags[$field_tag] : array(),
            $global,
            $field_tag === 'label' ? array('for' => true) : $fields
        );
        unset($tags[$field_tag]['formaction']);
    }
    return $tags;
}, 10, 2);

// The attributes that hold a link: WordPress checks their protocol like href's.
add_filter('wp_kses_uri_attributes', function ($attributes) {
    return array_merge((array) $attributes, array('checkout-url', 'product-image'));
});

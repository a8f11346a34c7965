<?php
/**
 * What a user without `unfiltered_html` (an Author, a Contributor; an Editor on multisite) may write, as one list
 * (author-markup.json with each tag's documented attributes from tags.json) that the KSES rules below, the
 * shortcodes and SECURITY.md all read:
 *
 * - every `shop-*` tag with its documented attributes and the short global list; `style` only through
 *   safecss_filter_attr() and without url(); links (`url` attributes) only http(s) or a path of this site; no
 *   `on*`, no autofocus;
 * - form fields only inside the elements that take an author's form (`formElements`), a form's `action` only on
 *   this site; outside them core's own rules hold;
 * - the widening applies while a post's content is saved by a user who can edit posts, not to every
 *   wp_kses_post() call of themes and other plugins.
 *
 * `<script>` stays forbidden, also `type="application/json"`: KSES can require an attribute value, but when the
 * check fails it keeps the bare tag (`<script>`), which would run. The filters' JSON goes through the
 * `[shop_json]` shortcode instead, which parses the JSON and prints it again (shortcodes.php).
 */

defined('ABSPATH') || exit;

/** author-markup.json: the global attributes, the elements that take an author's form, the fields' attributes. */
function shop_elements_author_markup()
{
    static $rules = null;
    if ($rules === null) {
        $path = SHOP_ELEMENTS_DIR . 'author-markup.json';
        $read = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        $rules = array_merge(
            array('global' => array(), 'formElements' => array(), 'fields' => array()),
            is_array($read) ? $read : array()
        );
    }
    return $rules;
}

/** The attributes an author may give a `shop-*` tag: name => kind (text, url, boolean, number, style). */
function shop_elements_tag_attributes($tag)
{
    $tags = shop_elements_tags();
    if (!isset($tags[$tag])) {
        return array();
    }
    $attributes = array();
    foreach (shop_elements_author_markup()['global'] as $name) {
        $attributes[$name] = $name === 'style' ? 'style' : 'text';
    }
    return array_merge($attributes, $tags[$tag]);
}

/** The kind of an attribute of a `shop-*` tag, or null when an author may not write it. */
function shop_elements_attribute_kind($tag, $name)
{
    $attributes = shop_elements_tag_attributes($tag);
    if (isset($attributes[$name])) {
        return $attributes[$name];
    }
    return isset($attributes['data-*']) && preg_match('/^data-[a-z0-9-]+$/', $name) ? 'text' : null;
}

/** The site's home page as a browser parses it: what "on this site" is measured against (includes/url.php). */
function shop_elements_site()
{
    return shop_elements_parse_url(home_url('/'));
}

/**
 * A link an element may follow or show: an http(s) URL or a path of this site as a browser reads it (entities
 * decoded, `\\`, tabs and missing slashes as the browser takes them), written as the plugin checked it; '' for
 * anything else. Settings are read the same way: `jav&#x61;script:` is refused there too.
 */
function shop_elements_safe_url($url)
{
    return (string) shop_elements_checked_url((string) $url, shop_elements_site());
}

/** A form's action: a URL a browser reads as on this site's origin, written as checked; '' for anything else. */
function shop_elements_local_url($url)
{
    return (string) shop_elements_checked_url((string) $url, shop_elements_site(), true);
}

/**
 * An attribute's value as markup: every `&` escaped, so the browser reads back exactly this text (esc_url() and
 * esc_attr() keep an entity such as `&#x2f;`, which a browser would decode into a slash).
 */
function shop_elements_attribute_text($value)
{
    return htmlspecialchars((string) $value, ENT_QUOTES, 'UTF-8', true);
}

/**
 * A `shop-*` tag's style: what WordPress's safecss_filter_attr() keeps (no position, no script), and nothing
 * that fetches (`url()`): an element's box is styled by the theme, not by requests an author hides in it.
 */
function shop_elements_safe_style($css)
{
    $css = safecss_filter_attr(html_entity_decode((string) $css, ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    return stripos($css, 'url(') === false ? $css : '';
}

/**
 * ` name="value"` for an attribute of a `shop-*` tag when an author may write it, '' otherwise; the value as its
 * kind requires (a boolean attribute has none).
 */
function shop_elements_author_attribute($tag, $name, $value, $boolean = false)
{
    $name = strtolower((string) $name);
    $kind = shop_elements_attribute_kind($tag, $name);
    if ($kind === null || !preg_match('/^[a-z][a-z0-9-]*$/', $name)) {
        return '';
    }
    if ($boolean) {
        return $kind === 'boolean' || $name === 'hidden' ? ' ' . $name : '';
    }
    if ($kind === 'url') {
        $value = shop_elements_safe_url($value);
        return $value === '' ? '' : sprintf(' %s="%s"', $name, shop_elements_attribute_text($value));
    }
    if ($kind === 'style') {
        $value = shop_elements_safe_style($value);
    }
    return $value === '' && $kind !== 'text' ? '' : sprintf(' %s="%s"', $name, esc_attr((string) $value));
}

/** Whether a post's content is being saved by a user who can edit posts but not write unfiltered HTML. */
function shop_elements_saving_post($saving = null)
{
    static $now = false;
    if ($saving !== null) {
        $now = $saving;
    }
    return $now;
}

// KSES filters a post's content at content_save_pre, priority 10 (kses_init_filters()): the shop's rules hold
// from just before it to just after it.
add_filter('content_save_pre', function ($content) {
    shop_elements_saving_post(current_user_can('edit_posts') && !current_user_can('unfiltered_html'));
    return $content;
}, 9);
add_filter('content_save_pre', function ($content) {
    if (!shop_elements_saving_post()) {
        return $content;
    }
    shop_elements_saving_post(false);
    return addslashes(shop_elements_scope_author_markup(stripslashes((string) $content)));
}, 11);

add_filter('wp_kses_allowed_html', function ($tags, $context) {
    if ($context !== 'post' || !is_array($tags) || !shop_elements_saving_post()) {
        return $tags;
    }
    foreach (array_keys(shop_elements_tags()) as $tag) {
        $tags[$tag] = array_fill_keys(array_keys(shop_elements_tag_attributes($tag)), true);
    }
    $global = array_fill_keys(shop_elements_author_markup()['global'], true);
    foreach (shop_elements_author_markup()['fields'] as $field => $attributes) {
        $tags[$field] = array_merge(
            isset($tags[$field]) ? $tags[$field] : array(),
            $global,
            array_fill_keys($attributes, true)
        );
    }
    // the toggles' buttons carry aria-pressed, which core does not list
    $tags['button'] = array_merge(isset($tags['button']) ? $tags['button'] : array(), $global);
    return $tags;
}, 10, 2);

// The attributes that hold a link: WordPress checks their protocol like href's.
add_filter('wp_kses_uri_attributes', function ($attributes) {
    foreach (shop_elements_tags() as $tag_attributes) {
        $attributes = array_merge((array) $attributes, array_keys($tag_attributes, 'url', true));
    }
    return array_values(array_unique($attributes));
});

/** The [start, end) spans of the markup inside elements (or their shortcodes) that take an author's form. */
function shop_elements_form_spans($html)
{
    $tags = implode('|', array_map('preg_quote', shop_elements_author_markup()['formElements']));
    if ($tags === '') {
        return array();
    }
    $patterns = array(
        '~<(' . $tags . ')\b[^>]*>.*?</\1\s*>~is',
        '~\[shop_form\b[^\]]*\].*?\[/shop_form\]~is',
        '~\[shop\s[^\]]*\btag=["\']?(?:' . $tags . ')\b[^\]]*\].*?\[/shop\]~is',
    );
    $spans = array();
    foreach ($patterns as $pattern) {
        if (preg_match_all($pattern, $html, $found, PREG_OFFSET_CAPTURE)) {
            foreach ($found[0] as $match) {
                $spans[] = array($match[1], $match[1] + strlen($match[0]));
            }
        }
    }
    return $spans;
}

/**
 * After KSES: form fields outside the elements that take an author's form get core's rules again, a form's
 * action must stay on this site, and a `shop-*` tag's links must be http(s) or a path of this site.
 */
function shop_elements_scope_author_markup($html)
{
    $fields = shop_elements_author_markup()['fields'];
    $spans = shop_elements_form_spans($html);
    $inside = function ($offset) use ($spans) {
        foreach ($spans as $span) {
            if ($offset > $span[0] && $offset < $span[1]) {
                return true;
            }
        }
        return false;
    };
    return preg_replace_callback(
        '~<(/?)([a-z][a-z0-9-]*)\b([^>]*)>~i',
        function ($match) use ($fields, $inside) {
            $tag = strtolower($match[2][0]);
            $attributes = $match[3][0];
            if (isset($fields[$tag]) && !$inside($match[0][1])) {
                return wp_kses($match[0][0], 'post'); // core's own rules: the shop's widening is off by now
            }
            if ($match[1][0] !== '' || ($tag !== 'form' && strpos($tag, 'shop-') !== 0)) {
                return $match[0][0];
            }
            $kept = array();
            foreach (wp_kses_hair($attributes, wp_allowed_protocols()) as $name => $attribute) {
                $kind = $tag === 'form' ? ($name === 'action' ? 'action' : 'text') : shop_elements_attribute_kind($tag, $name);
                $checked = array(
                    'action' => 'shop_elements_local_url',
                    'url' => 'shop_elements_safe_url',
                    'style' => 'shop_elements_safe_style',
                );
                if (!isset($checked[$kind]) || call_user_func($checked[$kind], $attribute['value']) !== '') {
                    $kept[] = $attribute['whole'];
                }
            }
            $closing = preg_match('~/\s*$~', $attributes) ? ' /' : '';
            return '<' . $match[2][0] . ($kept ? ' ' . implode(' ', $kept) : '') . $closing . '>';
        },
        $html,
        -1,
        $count,
        PREG_OFFSET_CAPTURE
    );
}

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

/**
 * After KSES, for a user without unfiltered_html: each `shop-*` tag keeps its link only when http(s) or a path of
 * the site and its style without `url()`; a form's action stays on this site (any form, anywhere in the post);
 * and a form field stays only where the browser will put it inside an element that takes an author's form (a
 * password field: inside `<shop-form>`), which is decided on the post as the visitor's browser gets it: after
 * wpautop or the blocks, and after the plugin's shortcodes, in each kind of theme wrapper. Every link is written
 * as it was checked. A field that does not belong gets WordPress's own rules again.
 */
function shop_elements_scope_author_markup($html)
{
    $rules = shop_elements_author_markup();
    $mark = 'data-shop-field-' . bin2hex(random_bytes(6)); // no author can have written it
    $pieces = array();
    $at = 0;
    foreach (shop_elements_html_tokens($html) as $token) {
        if ($token['type'] !== 'start' && $token['type'] !== 'end') {
            continue;
        }
        $pieces[] = substr($html, $at, $token['offset'] - $at);
        $at = $token['end'];
        $text = substr($html, $token['offset'], $token['end'] - $token['offset']);
        $name = $token['name'];
        if ($token['type'] === 'start' && ($name === 'form' || strpos($name, 'shop-') === 0)) {
            $text = shop_elements_checked_tag($token);
        }
        $field = isset($rules['fields'][$name]) || $name === 'form';
        $pieces[] = $field ? array('tag' => $text, 'token' => $token) : $text;
    }
    $pieces[] = substr($html, $at);

    $marked = '';
    foreach ($pieces as $id => $piece) {
        $marked .= is_array($piece) && $piece['token']['type'] === 'start'
            ? preg_replace('~^<[^\s/>]+~', '$0 ' . $mark . '="' . $id . '"', $piece['tag'])
            : (is_array($piece) ? $piece['tag'] : $piece);
    }
    $placed = shop_elements_placed_fields($marked, $mark, $rules['formElements']);

    $kept = array();
    foreach ($pieces as $id => $piece) {
        if (is_array($piece) && $piece['token']['type'] === 'start' && isset($placed[$id])) {
            $kept[$piece['token']['name']] = true;
        }
    }
    $out = '';
    foreach ($pieces as $id => $piece) {
        if (!is_array($piece)) {
            $out .= $piece;
        } elseif ($piece['token']['type'] === 'start' ? isset($placed[$id]) : isset($kept[$piece['token']['name']])) {
            $out .= $piece['tag'];
        } else {
            $out .= wp_kses($piece['tag'], 'post'); // core's own rules: the shop's widening is off by now
        }
    }
    return $out;
}

/** A `shop-*` tag or a form's opening tag with its links and style checked, every value written as markup. */
function shop_elements_checked_tag(array $token)
{
    $tag = $token['name'];
    $attributes = '';
    foreach ($token['attributes'] as $name => $raw) {
        $kind = $tag === 'form' ? ($name === 'action' ? 'action' : 'text') : shop_elements_attribute_kind($tag, $name);
        if ($kind === null || !preg_match('/^[a-z][a-z0-9-]*$/', $name)) {
            continue; // KSES let nothing else through; a look-alike of what it did is not written again
        }
        if ($kind === 'action' || $kind === 'url') {
            $value = $kind === 'action' ? shop_elements_local_url($raw) : shop_elements_safe_url($raw);
        } elseif ($kind === 'style') {
            $value = shop_elements_safe_style($raw);
        } else {
            $value = shop_elements_decode_attribute($raw);
        }
        if ($value !== '' || ($kind !== 'action' && $kind !== 'url' && $kind !== 'style')) {
            $attributes .= $raw === '' && $kind === 'boolean' ? ' ' . $name : sprintf(' %s="%s"', $name, shop_elements_attribute_text($value));
        }
    }
    return '<' . $tag . $attributes . '>';
}

/** The shortcodes of this plugin: the only ones the check of a post's fields runs (the others stay text). */
function shop_elements_own_shortcodes()
{
    return array('shop', 'shop_form', 'shop_cart', 'shop_checkout', 'shop_add_to_cart', 'shop_counters', 'shop_json');
}

/**
 * A post's content as a visitor's browser gets it, as far as the plugin's own markup goes: wpautop (for a post
 * without blocks) or the blocks (a Shortcode block's wpautop), then the plugin's shortcodes.
 */
function shop_elements_as_rendered($content)
{
    $content = has_blocks($content)
        ? shop_elements_render_blocks(parse_blocks($content))
        : shortcode_unautop(wpautop($content));
    global $shortcode_tags;
    $all = $shortcode_tags;
    $shortcode_tags = array_intersect_key((array) $all, array_flip(shop_elements_own_shortcodes()));
    $content = do_shortcode($content);
    $shortcode_tags = $all;
    return $content;
}

/** Blocks as they render without running any block's own code: saved markup, and a Shortcode block's wpautop. */
function shop_elements_render_blocks(array $blocks)
{
    $out = '';
    foreach ($blocks as $block) {
        if ($block['blockName'] === 'core/shortcode') {
            $out .= wpautop((string) $block['innerHTML']);
            continue;
        }
        $inner = 0;
        foreach ((array) $block['innerContent'] as $chunk) {
            $out .= is_string($chunk) ? $chunk : shop_elements_render_blocks(array($block['innerBlocks'][$inner++]));
        }
    }
    return $out;
}

/** The wrappers themes print a post in (Twenty Twenty-One: main, article, div; block themes: main, div). */
const SHOP_ELEMENTS_THEME_WRAPPERS = array(
    array('div'),
    array('main', 'div'),
    array('main', 'article', 'div'),
    array('main', 'article', 'section', 'header', 'footer', 'aside', 'nav', 'div'),
);

/**
 * The marked fields (by mark) that a browser puts inside an element of `$form_elements` in every kind of theme
 * wrapper, a password field inside `<shop-form>`.
 */
function shop_elements_placed_fields($marked, $mark, array $form_elements)
{
    $rendered = shop_elements_as_rendered($marked);
    $placed = null;
    foreach (SHOP_ELEMENTS_THEME_WRAPPERS as $wrappers) {
        $tree = new Shop_Elements_Html_Tree($rendered, $wrappers);
        $tokens = $tree->tokens();
        $here = array();
        foreach ($tree->parents() as $index => $ancestors) {
            $attributes = $tokens[$index]['type'] === 'start' ? $tokens[$index]['attributes'] : array();
            if (!isset($attributes[$mark])) {
                continue;
            }
            $password = $tokens[$index]['name'] === 'input'
                && strtolower(shop_elements_decode_attribute($attributes['type'] ?? '')) === 'password';
            $holders = $password ? array('shop-form') : $form_elements;
            if (array_intersect($ancestors, $holders)) {
                $here[$attributes[$mark]] = true;
            }
        }
        $placed = $placed === null ? $here : array_intersect_key($placed, $here);
    }
    return $placed;
}

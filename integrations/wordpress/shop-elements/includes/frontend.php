<?php
/**
 * What every page of the site gets: the config, the loader (a module script), the modulepreload links of the
 * page's tags, the elements' stylesheet when the build has one, and the header counters where asked for.
 */

defined('ABSPATH') || exit;

/** Tags seen on this page so far (by the shortcodes and in rendered blocks). */
function shop_elements_seen_tags(array $add = array())
{
    static $seen = array();
    foreach ($add as $tag) {
        $seen[$tag] = true;
    }
    return array_keys($seen);
}

/** The `shop-*` tags written in a piece of markup. */
function shop_elements_tags_in($html)
{
    if (!is_string($html) || strpos($html, '<shop-') === false) {
        return array();
    }
    preg_match_all('/<(shop-[a-z0-9-]+)[\s>\/]/', $html, $matches);
    return array_unique($matches[1]);
}

// A block theme renders its whole template (header part, post content, shortcodes) before wp_head: each block's
// markup tells which tags the page has. A classic theme renders after wp_head: the post's content is read instead.
add_filter('render_block', function ($content) {
    shop_elements_seen_tags(shop_elements_tags_in($content));
    return $content;
}, 10, 1);

/** The tags this page will have, as far as it is known when <head> is printed. */
function shop_elements_page_tags()
{
    $tags = shop_elements_seen_tags();
    if (is_singular()) {
        $post = get_post();
        $content = $post ? (string) $post->post_content : '';
        $tags = array_merge($tags, shop_elements_tags_in($content));
        foreach (shop_elements_shortcode_tags() as $shortcode => $shortcode_tags) {
            if (has_shortcode($content, $shortcode)) {
                $tags = array_merge($tags, $shortcode_tags);
            }
        }
        if (has_shortcode($content, 'shop') && preg_match_all('/\[shop\s[^\]]*tag="?(shop-[a-z0-9-]+)/', $content, $found)) {
            $tags = array_merge($tags, $found[1]);
        }
        if (preg_match('/\[shop_form\s[^\]]*type=["\']?montazh\b/', $content)) {
            $tags[] = 'shop-montazh-form';
        }
    }
    if (shop_elements_options()['body_counters']) {
        $tags = array_merge($tags, array('shop-cart-count', 'shop-cart-total'));
    }
    return array_values(array_unique(apply_filters('shop_elements_page_tags', $tags)));
}

// The config first, then the preload links and (before WordPress 6.5) the loader.
add_action('wp_head', function () {
    printf(
        '<script type="application/json" id="shop-config">%s</script>' . "\n",
        wp_json_encode(
            shop_elements_config(),
            JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP
        )
    );
    if (shop_elements_options()['preload']) {
        foreach (shop_elements_preload_files(shop_elements_page_tags(), shop_elements_lang()) as $file) {
            printf('<link rel="modulepreload" href="%s" />' . "\n", esc_url(shop_elements_dist_url($file)));
        }
    }
    if (!function_exists('wp_enqueue_script_module')) {
        // WordPress before 6.5 cannot enqueue a module script. No ?ver=: the chunks import the loader by its
        // plain URL, and a second URL would be a second copy of it.
        printf('<script type="module" src="%s"></script>' . "\n", esc_url(shop_elements_dist_url('shop-elements.js')));
    }
}, 1);

// The loader as a module (WordPress 6.5+), and dist/shop-elements.css when the build has it (the loader adds it
// itself to a page without it, but only once it runs).
add_action('wp_enqueue_scripts', function () {
    if (function_exists('wp_enqueue_script_module')) {
        // version null: the loader's URL must stay plain (see above)
        wp_enqueue_script_module('shop-elements', shop_elements_dist_url('shop-elements.js'), array(), null);
    }
    $css = shop_elements_dist_dir() . 'shop-elements.css';
    if (is_readable($css)) {
        wp_enqueue_style('shop-elements', shop_elements_dist_url('shop-elements.css'), array(), (string) filemtime($css));
    }
    // the aligned elements of blocks (includes/blocks.php): floated and centred in the column as core's images
    wp_enqueue_style('shop-elements-blocks', plugins_url('blocks.css', SHOP_ELEMENTS_FILE), array(), SHOP_ELEMENTS_VERSION);
}, 5); // before the theme's styles, which may then override the sizes it reserves

// Classic themes (and block themes) call wp_body_open right after <body>: the counters can go there.
add_action('wp_body_open', function () {
    if (shop_elements_options()['body_counters']) {
        echo '<div class="shop-elements-bar">' . shop_elements_counters_html(array()) . "</div>\n";
    }
});

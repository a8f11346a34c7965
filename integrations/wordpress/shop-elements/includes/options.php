<?php
/**
 * The settings (one option, `shop_elements`) and the page config made from them (docs/config.md).
 */

defined('ABSPATH') || exit;

/** The settings' defaults: an empty text means "the elements' own default". */
function shop_elements_defaults()
{
    return array(
        'store_id' => '1',
        'lang' => 'auto',
        'api_base' => '/api',
        'api_origins' => array(),
        'api_version' => 'v1',
        // store: the store's XSRF-TOKEN cookie sent back in X-XSRF-TOKEN (the elements' default);
        // wp_rest: WordPress's REST nonce in X-WP-Nonce; none: no token; custom: cookie and header named below
        'csrf' => 'store',
        'csrf_cookie' => 'XSRF-TOKEN',
        'csrf_header' => 'X-XSRF-TOKEN',
        'cart_url' => '',
        'checkout_url' => '',
        'compare_url' => '',
        'wishlist_url' => '',
        'montazh_url' => '',
        'home_url' => '',
        'order_url' => '',
        'catalog_url' => '',
        'product_url' => '',
        'suggest_url' => '',
        'suggest_token' => '',
        'routing_url' => '',
        'routing_key' => '',
        'captcha_sitekey' => '',
        'captcha_script_url' => '',
        'extra' => '',
        'body_counters' => false,
        'cart_label' => 'Корзина',
        'preload' => true,
    );
}

/** The saved settings over the defaults. */
function shop_elements_options()
{
    $saved = get_option('shop_elements', array());
    return array_merge(shop_elements_defaults(), is_array($saved) ? $saved : array());
}

/** 'ru' or 'uz' from the setting, or from the site's locale when it is "auto". */
function shop_elements_lang()
{
    $options = shop_elements_options();
    if (in_array($options['lang'], array('ru', 'uz'), true)) {
        return $options['lang'];
    }
    return strpos(determine_locale(), 'uz') === 0 ? 'uz' : 'ru';
}

/**
 * A page of the site: the setting when given, else WooCommerce's page when WooCommerce is active, else the
 * permalink of the site's published page with that slug (`?page_id=N` on plain permalinks), else the slug's
 * path. Answers a path when the page is on this site (the elements follow links within the shop's own origin).
 */
function shop_elements_page_url($option, $slug, $woocommerce = '')
{
    $options = shop_elements_options();
    // checked again on the way out: a value saved before the settings checked links
    $url = shop_elements_safe_url($options[$option]);
    if ($url === '' && $woocommerce !== '' && function_exists($woocommerce)) {
        $url = (string) call_user_func($woocommerce);
    }
    $page = $url === '' && $slug !== '' ? get_page_by_path($slug) : null;
    if ($page && $page->post_status === 'publish') {
        $url = (string) get_permalink($page);
    }
    if ($url === '') {
        $url = home_url($slug === '' ? '/' : '/' . $slug . '/');
    }
    return shop_elements_local_path($url);
}

/** The site's root as a path ('/blog/' for a site in a folder): the config's siteBase (docs/site-links.md). */
function shop_elements_site_base()
{
    $path = (string) wp_parse_url(home_url('/'), PHP_URL_PATH);
    return $path === '' ? '/' : trailingslashit($path);
}

/**
 * The site's pages for the paths the store names (sitePages, docs/site-links.md): its order page
 * `/order/{id}?token=…` is the page of the setting (or the page `order`) with `shop_order={id}` and the token in
 * the query, a link WordPress serves on plain and pretty permalinks alike, in a folder or not.
 */
function shop_elements_site_pages()
{
    $options = shop_elements_options();
    $pages = array('/order/{id}' => add_query_arg('shop_order', '{id}', shop_elements_page_url('order_url', 'order')));
    // the store's catalogue and product links, where the owner says they lead (this site's pages or the store's)
    foreach (array('/catalog/{slug}' => 'catalog_url', '/product/{slug}' => 'product_url') as $path => $option) {
        $page = shop_elements_safe_pattern($options[$option]);
        if ($page !== '') {
            $pages[$path] = $page;
        }
    }
    return $pages;
}

/**
 * A link with `{slug}` in it, checked by the URL rule (url.php) with the placeholder standing for a segment, and
 * written as checked with the placeholder back; '' when it is no http(s) link or path, or lacks `{slug}`.
 */
function shop_elements_safe_pattern($pattern)
{
    $token = 'shop-slug-placeholder';
    $pattern = trim((string) $pattern);
    if (substr_count($pattern, '{slug}') !== 1) {
        return '';
    }
    $checked = shop_elements_safe_url(str_replace('{slug}', $token, $pattern));
    return substr_count($checked, $token) === 1 ? str_replace($token, '{slug}', $checked) : '';
}

/** '/checkout/' for 'https://this.site/checkout/' (the site's origin as a browser reads it); other URLs as they are. */
function shop_elements_local_path($url)
{
    $site = shop_elements_site();
    $parsed = shop_elements_parse_url($url, $site);
    if (!$parsed || !isset($parsed['href']) || $parsed['origin'] !== $site['origin'] || $parsed['credentials']) {
        return $url;
    }
    $path = substr($parsed['href'], strlen($parsed['origin']));
    return strncmp($path, '//', 2) === 0 ? $parsed['href'] : $path;
}

/** Whether the API base is this site's own REST API (then WordPress needs its nonce to see who is signed in). */
function shop_elements_api_is_wp_rest($api_base)
{
    $rest = untrailingslashit(rest_url());
    $absolute = strpos($api_base, '/') === 0 && strpos($api_base, '//') !== 0
        ? untrailingslashit(home_url()) . $api_base
        : $api_base;
    // also a base given as a path under a site that lives in a folder
    $rest_path = (string) wp_parse_url($rest, PHP_URL_PATH);
    return strpos(trailingslashit($absolute), trailingslashit($rest)) === 0
        || ($rest_path !== '' && strpos(trailingslashit($api_base), trailingslashit($rest_path)) === 0);
}

/**
 * The page config (docs/config.md, docs/cms/wordpress.md) from the settings; the filter
 * `shop_elements_config` may change it.
 */
function shop_elements_config()
{
    $options = shop_elements_options();
    $api_base = trim((string) $options['api_base']) !== '' ? trim((string) $options['api_base']) : '/api';
    $config = array(
        'storeId' => (string) $options['store_id'],
        'lang' => shop_elements_lang(),
        'apiBase' => $api_base,
        'apiVersion' => $options['api_version'] !== '' ? (string) $options['api_version'] : 'v1',
        'checkoutUrl' => shop_elements_page_url('checkout_url', 'checkout', 'wc_get_checkout_url'),
        'cartUrl' => shop_elements_page_url('cart_url', 'cart', 'wc_get_cart_url'),
        'compareUrl' => shop_elements_page_url('compare_url', 'compare'),
        'wishlistUrl' => shop_elements_page_url('wishlist_url', 'wishlist'),
        'montazhUrl' => shop_elements_page_url('montazh_url', 'montazh'),
        'homeUrl' => shop_elements_page_url('home_url', ''),
        'siteBase' => shop_elements_site_base(),
        'sitePages' => shop_elements_site_pages(),
    );
    if (!empty($options['api_origins'])) {
        $config['apiOrigins'] = array_values($options['api_origins']);
    }

    $nonce_header = false;
    switch ($options['csrf']) {
        case 'none':
            $config['csrf'] = false;
            break;
        case 'wp_rest':
            $config['csrf'] = array('token' => wp_create_nonce('wp_rest'), 'header' => 'X-WP-Nonce');
            $nonce_header = true;
            break;
        case 'custom':
            $config['csrf'] = array(
                'cookie' => (string) $options['csrf_cookie'],
                'header' => (string) $options['csrf_header'],
            );
            break;
        default:
            // the store's scheme is the elements' default: XSRF-TOKEN cookie → X-XSRF-TOKEN header
    }
    if (!$nonce_header && shop_elements_api_is_wp_rest($api_base)) {
        // WordPress's REST API treats a request without the nonce as a guest, even with the login cookie
        $config['apiHeaders'] = array('X-WP-Nonce' => wp_create_nonce('wp_rest'));
    }

    $services = array(
        'suggest' => array('url' => 'suggest_url', 'token' => 'suggest_token'),
        'routing' => array('url' => 'routing_url', 'key' => 'routing_key'),
        'captcha' => array('sitekey' => 'captcha_sitekey', 'scriptUrl' => 'captcha_script_url'),
    );
    foreach ($services as $key => $fields) {
        $section = array();
        foreach ($fields as $field => $option) {
            if ((string) $options[$option] !== '') {
                $section[$field] = (string) $options[$option];
            }
        }
        if ($section) {
            $config[$key] = $section;
        }
    }

    $extra = json_decode((string) $options['extra'], true);
    if (is_array($extra)) {
        foreach ($extra as $key => $value) {
            $config[$key] = (isset($config[$key]) && is_array($config[$key]) && is_array($value))
                ? array_merge($config[$key], $value)
                : $value;
        }
    }
    return apply_filters('shop_elements_config', $config);
}

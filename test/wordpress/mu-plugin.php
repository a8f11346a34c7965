<?php
/**
 * The WordPress lane's switches (copied to wp-content/mu-plugins by global-setup.ts; never part of the plugin):
 * the cookie `shop_e2e_theme=classic` shows the site in twentytwentyone, with the counters printed by the
 * plugin's wp_body_open option (the block theme has them in its Site Editor header); `shop_e2e_api=cross` points
 * the config at the store's own origin (SHOP_E2E_STORE in wp-config.php) instead of the same-origin proxy;
 * `shop_e2e_api=rest` at this site's REST API (`/wp-json/shop`, the CSRF scheme from `shop_e2e_csrf`);
 * `shop_e2e_plugin=hand` runs the plugin file of docs/cms/wordpress.md § 2.1 instead of the zip's, and /shop/,
 * /cart/ and /checkout/ show the pages made of that guide's Custom HTML blocks (hand-shop, hand-cart, hand-checkout);
 * `shop_e2e_filtered=1` takes `unfiltered_html` from the signed-in user, as a multisite or DISALLOW_UNFILTERED_HTML
 * does to an administrator; `shop_e2e_permalinks=plain` shows the site with plain permalinks (`?page_id=N`);
 * `shop_e2e_captcha=stand-in` gives the forms the store's captcha stand-in (the settings tests change the saved one).
 * The site in the folder /blog/ needs no switch: wp-config.php takes it from the request's path.
 */

if (isset($_COOKIE['shop_e2e_filtered']) && $_COOKIE['shop_e2e_filtered'] === '1') {
    add_filter('user_has_cap', function ($caps) {
        $caps['unfiltered_html'] = false;
        return $caps;
    });
}

if (isset($_COOKIE['shop_e2e_plugin']) && $_COOKIE['shop_e2e_plugin'] === 'hand') {
    add_filter('option_active_plugins', function ($plugins) {
        $plugins = array_values(array_diff((array) $plugins, array('shop-elements/shop-elements.php')));
        $plugins[] = 'shop-elements-site/shop-elements-site.php';
        return $plugins;
    });
    add_filter('request', function ($vars) {
        if (isset($vars['pagename']) && in_array($vars['pagename'], array('shop', 'cart', 'checkout'), true)) {
            $vars['pagename'] = 'hand-' . $vars['pagename'];
        }
        return $vars;
    });
}

$shop_e2e_classic = isset($_COOKIE['shop_e2e_theme']) && $_COOKIE['shop_e2e_theme'] === 'classic';
if ($shop_e2e_classic) {
    add_filter('pre_option_template', function () {
        return 'twentytwentyone';
    });
    add_filter('pre_option_stylesheet', function () {
        return 'twentytwentyone';
    });
}

add_filter('option_shop_elements', function ($options) use ($shop_e2e_classic) {
    if (!is_array($options)) {
        return $options;
    }
    if ($shop_e2e_classic) {
        $options['body_counters'] = true;
    }
    if (isset($_COOKIE['shop_e2e_captcha']) && $_COOKIE['shop_e2e_captcha'] === 'stand-in') {
        $options['captcha_sitekey'] = 'demo-sitekey';
        $options['captcha_script_url'] = '/stand-in/captcha.js';
    }
    if (isset($_COOKIE['shop_e2e_api']) && $_COOKIE['shop_e2e_api'] === 'cross') {
        $store = defined('SHOP_E2E_STORE') ? SHOP_E2E_STORE : '';
        $options['api_base'] = $store . '/api';
        $options['api_origins'] = array($store);
    }
    if (isset($_COOKIE['shop_e2e_api']) && $_COOKIE['shop_e2e_api'] === 'rest') {
        $options['api_base'] = '/wp-json/shop';
        $options['csrf'] = isset($_COOKIE['shop_e2e_csrf']) ? sanitize_key($_COOKIE['shop_e2e_csrf']) : 'store';
    }
    return $options;
});

// WordPress's default: plain permalinks, every page at ?page_id=N
if (isset($_COOKIE['shop_e2e_permalinks']) && $_COOKIE['shop_e2e_permalinks'] === 'plain') {
    add_filter('pre_option_permalink_structure', '__return_empty_string');
}

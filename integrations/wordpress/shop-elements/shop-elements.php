<?php
/**
 * Plugin Name:       Shop elements
 * Description:       The storefront's custom elements (<shop-*> tags) in WordPress: the page config, the loader, modulepreload links, shortcodes for the cart, checkout, add-to-cart, header counters and forms. WooCommerce is optional.
 * Version:           1.0.0
 * Requires at least: 5.8
 * Requires PHP:      7.4
 * Author:            shop-elements
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       shop-elements
 *
 * The elements' files live in this plugin's dist/ folder (the zip built by `npm run build` carries them).
 */

defined('ABSPATH') || exit;

define('SHOP_ELEMENTS_VERSION', '1.0.0');
define('SHOP_ELEMENTS_FILE', __FILE__);
define('SHOP_ELEMENTS_DIR', plugin_dir_path(__FILE__));

require_once SHOP_ELEMENTS_DIR . 'includes/url.php';
require_once SHOP_ELEMENTS_DIR . 'includes/html-tree.php';
require_once SHOP_ELEMENTS_DIR . 'includes/options.php';
require_once SHOP_ELEMENTS_DIR . 'includes/assets.php';
require_once SHOP_ELEMENTS_DIR . 'includes/frontend.php';
require_once SHOP_ELEMENTS_DIR . 'includes/shortcodes.php';
require_once SHOP_ELEMENTS_DIR . 'includes/blocks.php';
require_once SHOP_ELEMENTS_DIR . 'includes/author-markup.php';

if (is_admin()) {
    require_once SHOP_ELEMENTS_DIR . 'includes/settings.php';
}

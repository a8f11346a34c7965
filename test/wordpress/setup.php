<?php
/**
 * Installs WordPress for the WordPress lane (test/wordpress/global-setup.ts), the way a site owner would:
 * wp_install(), the plugin through Plugins → Add New → Upload (Plugin_Upgrader with the built zip), its
 * settings, an Editor and an Author, and their pages and posts written as those users, so KSES treats them as
 * in the editor. Prints what the tests need as JSON.
 *
 * php setup.php <host:port> <zip> <store origin>
 */

list(, $host, $zip, $store) = $argv;
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['SERVER_NAME'] = preg_replace('/:.*/', '', $host);
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require getenv('SHOP_WP_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

function fail($message)
{
    fwrite(STDERR, "setup.php: $message\n");
    exit(1);
}

$installed = wp_install('Стройматериалы', 'admin', 'admin@example.test', false, '', 'admin-password');
$admin = $installed['user_id'];
update_option('permalink_structure', '/%postname%/');
update_option('blogdescription', 'Магазин на WordPress');
update_option('show_avatars', 0); // Gravatar is the site's only other host: any request to one is an attack's
wp_set_current_user($admin);

// The plugin, as Plugins → Add New → Upload Plugin installs it.
$upgrader = new Plugin_Upgrader(new Automatic_Upgrader_Skin());
$result = $upgrader->install($zip);
if ($result !== true) {
    fail('the plugin zip did not install: ' . (is_wp_error($result) ? $result->get_error_message() : var_export($upgrader->skin->get_upgrade_messages(), true)));
}
$activated = activate_plugin('shop-elements/shop-elements.php');
if (is_wp_error($activated)) {
    fail('the plugin did not activate: ' . $activated->get_error_message());
}

update_option('shop_elements', array_merge(shop_elements_defaults(), array(
    'store_id' => '1',
    'api_base' => '/api',
    'csrf' => 'store',
    'suggest_url' => '/stand-in/suggestions',
    'suggest_token' => 'demo-token',
    'routing_url' => '/stand-in/routing',
    'routing_key' => 'demo-key',
    'extra' => wp_json_encode(array('map' => array('tiles' => '/stand-in/tiles/{z}/{x}/{y}.png', 'attribution' => 'Демо'))),
    'body_counters' => false,
)));

$users = array();
foreach (array('editor', 'author', 'contributor') as $role) {
    $users[$role] = wp_insert_user(array('user_login' => $role, 'user_pass' => "$role-password", 'user_email' => "$role@example.test", 'role' => $role));
    if (is_wp_error($users[$role])) {
        fail("user $role: " . $users[$role]->get_error_message());
    }
}
list($editor, $author, $contributor) = array($users['editor'], $users['author'], $users['contributor']);

/**
 * Saves a post as this user: wp_insert_post runs the same KSES filters the editor's save does. A Contributor's
 * post waits for review (pending); answers the saved content, or the post's id with $id_only.
 */
function save_as($user, $type, $slug, $title, $content, $id_only = false)
{
    wp_set_current_user($user); // kses_init() runs on set_current_user: the user's unfiltered_html decides
    $id = wp_insert_post(wp_slash(array(
        'post_type' => $type,
        'post_name' => $slug,
        'post_title' => $title,
        'post_content' => $content,
        'post_status' => user_can($user, 'publish_posts') ? 'publish' : 'pending',
        'post_author' => $user,
    )), true);
    if (is_wp_error($id)) {
        fail("$slug: " . $id->get_error_message());
    }
    return $id_only ? $id : get_post($id)->post_content;
}

// The Editor builds the shop in the block editor: a Custom HTML block, Shortcode blocks.
$add = '<shop-add-to-cart product-id="14"><button type="button" class="button">В корзину</button></shop-add-to-cart>';
save_as($editor, 'page', 'shop', 'Ламинат', "<!-- wp:paragraph -->\n<p>Ламинат LAM-100098, 2 429 ₽.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:html -->\n$add\n<!-- /wp:html -->");
save_as($editor, 'page', 'cart', 'Корзина', "<!-- wp:shortcode -->\n[shop_cart]\n<!-- /wp:shortcode -->");
save_as($editor, 'page', 'checkout', 'Оформление заказа', "<!-- wp:shortcode -->\n[shop_checkout]\n<!-- /wp:shortcode -->");
save_as($editor, 'page', 'order', 'Заказ принят', "<!-- wp:paragraph -->\n<p>Спасибо! Заказ принят.</p>\n<!-- /wp:paragraph -->");

// Elements placed as blocks of their own in the block editor, with alignment classes, and two grouped in one
// block (column.spec.ts measures them against the theme's text column)
$column = array(
    "<!-- wp:paragraph -->\n<p>Ламинат LAM-100098 и LAM-100003: в корзину, к сравнению, в избранное.</p>\n<!-- /wp:paragraph -->",
    "<!-- wp:shortcode -->\n[shop_add_to_cart product_id=\"14\"]\n<!-- /wp:shortcode -->",
    "<!-- wp:shortcode -->\n[shop tag=\"shop-compare-toggle\" product-id=\"14\"]<button type=\"button\" aria-pressed=\"false\">Сравнить</button>[/shop]\n<!-- /wp:shortcode -->",
    "<!-- wp:html -->\n<shop-favorite-toggle product-id=\"14\"><button type=\"button\" aria-pressed=\"false\">В избранное</button></shop-favorite-toggle>\n<!-- /wp:html -->",
    "<!-- wp:html -->\n<shop-add-to-cart product-id=\"3\" class=\"aligncenter\"><button type=\"button\" class=\"button\">Купить по центру</button></shop-add-to-cart>\n<!-- /wp:html -->",
    "<!-- wp:shortcode -->\n[shop_add_to_cart product_id=\"3\" label=\"Купить рядом\"] [shop tag=\"shop-compare-toggle\" product-id=\"3\"]<button type=\"button\" aria-pressed=\"false\">Сравнить рядом</button>[/shop]\n<!-- /wp:shortcode -->",
    "<!-- wp:html -->\n<shop-cart class=\"loading alignwide\" checkout-url=\"/checkout/\"></shop-cart>\n<!-- /wp:html -->",
    "<!-- wp:shortcode -->\n[shop tag=\"shop-favorite-toggle\" product-id=\"3\" class=\"alignright\"]<button type=\"button\" aria-pressed=\"false\">В избранное справа</button>[/shop]\n<!-- /wp:shortcode -->",
    "<!-- wp:paragraph -->\n<p>Текст после блоков.</p>\n<!-- /wp:paragraph -->",
    // core's own aligned blocks, as the editor saves them, for the elements to be measured against (each float
    // cleared, so the two right-aligned ones do not stand side by side)
    "<!-- wp:html -->\n<div style=\"clear: both\"></div>\n<!-- /wp:html -->",
    "<!-- wp:image {\"align\":\"right\",\"sizeSlug\":\"full\"} -->\n<div class=\"wp-block-image\"><figure class=\"alignright size-full\"><img src=\"/wp-includes/images/w-logo-blue.png\" alt=\"Ядро справа\"/></figure></div>\n<!-- /wp:image -->",
    "<!-- wp:html -->\n<div style=\"clear: both\"></div>\n<!-- /wp:html -->",
    "<!-- wp:html -->\n<shop-favorite-toggle product-id=\"5\" class=\"alignright\"><button type=\"button\" aria-pressed=\"false\">Избранное у ядра</button></shop-favorite-toggle>\n<!-- /wp:html -->",
    "<!-- wp:image {\"align\":\"center\",\"sizeSlug\":\"full\"} -->\n<div class=\"wp-block-image\"><figure class=\"aligncenter size-full\"><img src=\"/wp-includes/images/w-logo-blue.png\" alt=\"Ядро по центру\"/></figure></div>\n<!-- /wp:image -->",
    "<!-- wp:paragraph -->\n<p>Конец колонки.</p>\n<!-- /wp:paragraph -->",
);
save_as($editor, 'page', 'column', 'Колонка', implode("\n\n", $column));

// Every form the plugin offers (its forms.json), each in its own Shortcode block, a product form with its product.
$plugin_forms = json_decode((string) file_get_contents(WP_PLUGIN_DIR . '/shop-elements/forms.json'), true);
if (!is_array($plugin_forms) || empty($plugin_forms['ru']['forms'])) {
    fail('the plugin has no forms.json');
}
$form_blocks = array();
foreach ($plugin_forms['ru']['forms'] as $type => $form) {
    $product = $form['productField'] ? ' product_id="14"' : '';
    $form_blocks[] = "<!-- wp:heading -->\n<h2>$type</h2>\n<!-- /wp:heading -->\n\n<!-- wp:shortcode -->\n[shop_form type=\"$type\"$product]\n<!-- /wp:shortcode -->";
}
// and two it cannot write: a product form without its product, a type it has no fields for
$form_blocks[] = "<!-- wp:shortcode -->\n[shop_form type=\"cheaper\"]\n<!-- /wp:shortcode -->\n\n<!-- wp:shortcode -->\n[shop_form type=\"no-such-form\"]\n<!-- /wp:shortcode -->";
save_as($editor, 'page', 'forms', 'Заявки', implode("\n\n", $form_blocks));
// the installation request, its two steps written by the plugin
save_as($editor, 'page', 'montazh', 'Монтаж', "<!-- wp:shortcode -->\n[shop_form type=\"montazh\" goal=\"montazh-wp\"]\n<!-- /wp:shortcode -->");

// The same shop by hand (docs/cms/wordpress.md § 2): the guide's Custom HTML blocks, as the Editor pastes them.
$by_hand = json_decode((string) getenv('SHOP_WP_BY_HAND'), true);
if (!is_array($by_hand)) {
    fail('SHOP_WP_BY_HAND: the blocks of the guide are missing');
}
$html_block = function ($markup) {
    return "<!-- wp:html -->\n$markup\n<!-- /wp:html -->";
};
save_as($editor, 'page', 'hand-shop', 'Ламинат (вручную)', $html_block($by_hand['counters']) . "\n\n" . $html_block($add));
save_as($editor, 'page', 'hand-cart', 'Корзина (вручную)', $html_block($by_hand['cart']));
save_as($editor, 'page', 'hand-checkout', 'Оформление (вручную)', $html_block($by_hand['checkout']));

// The Author writes posts in the classic way (no blocks: wpautop runs) with the tags typed in, and tries a script.
$author_shop = save_as($author, 'post', 'author-shop', 'Ламинат от автора', "Ламинат LAM-100098.\n\n$add\n\n<script>window.authorScript = 1</script>");
// what KSES makes of a script inside <shop-filters> (the post is only read back, not shown)
$author_filters = save_as($author, 'post', 'author-filters', 'Фильтры без JSON', "<shop-filters category-id=\"3\"><script type=\"application/json\">{\"filters\": []}</script></shop-filters>");
$author_cart = save_as($author, 'post', 'author-cart', 'Корзина автора', '<shop-cart class="loading" checkout-url="/author-checkout/"></shop-cart>' . "\n\n" . '<shop-cart-count data-counter="0" onclick="alert(1)">0</shop-cart-count>');
save_as($author, 'post', 'author-checkout', 'Оформление у автора', '[shop_checkout]');
save_as($author, 'post', 'author-shortcodes', 'Шорткоды автора', "[shop tag=\"shop-compare-toggle\" product-id=\"14\"]\n<button type=\"button\" aria-pressed=\"false\">Сравнить</button>\n[/shop]\n\n[shop_form type=\"call-me\"]\n\n[shop_add_to_cart product_id=\"14\"]\n\n[shop tag=\"shop-cart\" checkout-url=\"javascript:alert(1)\"][/shop]");
$author_json = save_as($author, 'post', 'author-json', 'Фильтры автора', "[shop_json]{\"filters\": [], \"note\": \"</script><script>alert(1)</script>\"}[/shop_json]");

// What an Author (published) and a Contributor (pending review) try to run on the site (attacks.spec.ts).
$attacks = json_decode((string) file_get_contents(__DIR__ . '/attacks.json'), true);
$attack_posts = array();
foreach ($attacks['posts'] as $name => $text) {
    foreach (array('author' => $author, 'contributor' => $contributor) as $role => $user) {
        $id = save_as($user, 'post', "attack-$role-$name", "Attack: $name ($role)", $text, true);
        $attack_posts[] = array('name' => $name, 'role' => $role, 'id' => $id, 'saved' => get_post($id)->post_content);
    }
}

// A theme's or another plugin's wp_kses_post() outside a post's save keeps WordPress's own list (SECURITY.md).
wp_set_current_user($author);
$kses_elsewhere = wp_kses_post('<shop-cart checkout-url="/checkout/"></shop-cart><form><input name="q"></form>');

// The block theme's header, edited in the Site Editor: a Shortcode block with the counters after the title.
$header = file_get_contents(get_theme_root() . '/twentytwentythree/parts/header.html');
$header = str_replace('<!-- wp:site-title {"level":0} /-->', "<!-- wp:site-title {\"level\":0} /-->\n<!-- wp:shortcode -->\n[shop_counters]\n<!-- /wp:shortcode -->", $header, $replaced);
if ($replaced !== 1) {
    fail('the header part of twentytwentythree changed');
}
wp_set_current_user($admin);
$part = wp_insert_post(array(
    'post_type' => 'wp_template_part',
    'post_name' => 'header',
    'post_title' => 'Header',
    'post_content' => $header,
    'post_status' => 'publish',
    'tax_input' => array('wp_theme' => array('twentytwentythree'), 'wp_template_part_area' => array('header')),
), true);
if (is_wp_error($part)) {
    fail('header part: ' . $part->get_error_message());
}
wp_set_object_terms($part, 'twentytwentythree', 'wp_theme');
wp_set_object_terms($part, 'header', 'wp_template_part_area');

// pretty permalinks, with the rules of the mu-plugin (loaded here too)
$GLOBALS['wp_rewrite']->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);

// the pages' ids: their links on plain permalinks (?page_id=N)
$page_ids = array();
foreach (array('shop', 'cart', 'checkout', 'order') as $slug) {
    $page_ids[$slug] = get_page_by_path($slug)->ID;
}

echo wp_json_encode(array(
    'pages' => $page_ids,
    'authorShop' => $author_shop,
    'authorFilters' => $author_filters,
    'authorCart' => $author_cart,
    'authorJson' => $author_json,
    'attacks' => $attack_posts,
    'ksesElsewhere' => $kses_elsewhere,
    'themes' => array_keys(wp_get_themes()),
)) . "\n";

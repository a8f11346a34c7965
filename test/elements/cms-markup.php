<?php
/*
 * Writes test/elements/cms-markup.ts: markup as template authors write it, put through WordPress's own content
 * filters (Debian's package `wordpress`, /usr/share/wordpress, run without a database):
 *
 *   php test/elements/cms-markup.php > test/elements/cms-markup.ts && npx prettier --write test/elements/cms-markup.ts
 *
 * Modes (what WordPress prints in the post's content):
 *   classic  the Classic editor's Text tab, saved by an Editor or Administrator: the_content's filters
 *            (wptexturize, wpautop, shortcode_unautop)
 *   blocks   the block editor, the markup in a Custom HTML block: the_content's filters, where do_blocks() keeps
 *            the block's HTML and turns wpautop off for a post with blocks
 *   kses     an Author's post (no unfiltered_html): wp_kses_post() on save, then the_content's filters; the site
 *            lets the shop-* tags and their attributes through wp_kses_allowed_html (as a plugin would), but not
 *            <script>, <form> or <input>
 *   escaped  a theme that prints the JSON with esc_html() inside its <script>
 *   texturized  wptexturize() of the JSON text, as WordPress prints any texturized text
 */
define('ABSPATH', '/usr/share/wordpress/');
define('WPINC', 'wp-includes');
error_reporting(E_ALL & ~E_DEPRECATED & ~E_NOTICE & ~E_WARNING);
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/shortcodes.php';
require ABSPATH . WPINC . '/class-wp-block-parser.php';
// the few WordPress functions these filters call that need a database or a locale
if (!function_exists('_x')) { function _x($text) { return $text; } }
if (!function_exists('__')) { function __($text) { return $text; } }
if (!function_exists('get_option')) { function get_option($option, $default = false) { return $default; } }
if (!function_exists('wp_load_alloptions')) { function wp_load_alloptions() { return ['blog_charset' => 'UTF-8']; } }
if (!function_exists('get_bloginfo')) { function get_bloginfo($key = '') { return $key === 'charset' ? 'UTF-8' : ''; } }
if (!function_exists('wp_allowed_protocols')) {
  function wp_allowed_protocols() { return ['http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn']; }
}

// do_blocks() for static blocks: render_block() gives each block's saved HTML
function render_saved($block) {
  $html = ''; $i = 0;
  foreach ($block['innerContent'] as $chunk) $html .= is_string($chunk) ? $chunk : render_saved($block['innerBlocks'][$i++]);
  return $html;
}
// the_content's filters in the order of default-filters.php
function the_content($content) {
  $blocks = str_contains($content, '<!-- wp:');
  if ($blocks) $content = implode('', array_map('render_saved', (new WP_Block_Parser())->parse($content)));
  $content = wptexturize($content);
  if (!$blocks) $content = wpautop($content);
  return shortcode_unautop($content);
}
add_filter('wp_kses_allowed_html', function ($tags, $context) {
  foreach (['shop-form' => ['type', 'goal'], 'shop-filters' => ['category-id'], 'shop-checkout' => []] as $tag => $attributes)
    $tags[$tag] = array_fill_keys($attributes, true);
  return $tags;
}, 10, 2);

$callMe = <<<'HTML'
<shop-form type="call-me" goal="call-me">
  <form>
    <label>Имя <input name="name" required /></label>
    <label>Телефон <input name="phone" type="tel" required /></label>
    <label><input type="checkbox" name="agreement" value="1" required /> Я согласен с политикой конфиденциальности</label>
    <div data-captcha></div>
    <button type="submit">Отправить</button>
  </form>
</shop-form>
HTML;
$filtersJson = '{"filters": [{"id": 1, "name": "Цена", "type": "price", "from": 100, "to": 5000}, {"id": 2, "name": "Бренд", "type": "manufacturers", "items": [{"id": 7, "value": "Knauf \\"Мастер\\"", "count": 3}, {"id": 8, "value": "Ceresit", "count": 5}]}],' . "\n" . '"applied": []}';
$fixtures = [
  'checkout' => ['classic', "<shop-checkout>\n<p>Загружаем…</p>\n</shop-checkout>"],
  'cart' => ['classic', "<shop-cart class=\"loading\" checkout-url=\"/checkout/\">\n<p>Загружаем корзину…</p>\n</shop-cart>"],
  'formClassic' => ['classic', $callMe],
  'formInDiv' => ['classic', "<div class=\"callback\">\n" . str_replace("\n  ", "\n", $callMe) . "\n</div>"],
  'formBlock' => ['blocks', "<!-- wp:paragraph -->\n<p>Перезвоним за 10 минут.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:html -->\n$callMe\n<!-- /wp:html -->"],
  'formKses' => ['kses', $callMe],
  'carouselLinks' => ['classic', "<shop-carousel name=\"default\">\n<a href=\"/catalog/1\"><img src=\"/media/banners/1.svg\" alt=\"Ламинат\" /></a>\n<a href=\"/catalog/2\"><img src=\"/media/banners/2.svg\" alt=\"Плитка\" /></a>\n<a href=\"/catalog/3\"><img src=\"/media/banners/3.svg\" alt=\"Краска\" /></a>\n</shop-carousel>"],
  'carouselBlocks' => ['classic', "<shop-carousel name=\"default\">\n\n<div class=\"slide\">Ламинат</div>\n\n<div class=\"slide\">Плитка</div>\n\n<div class=\"slide\">Краска</div>\n\n<div class=\"slide\">Обои</div>\n\n</shop-carousel>"],
  'tags' => ['classic', "<shop-tags>\n<a href=\"/catalog/laminat\">Ламинат</a>\n<a href=\"/catalog/plitka\">Плитка</a>\n<a href=\"/catalog/kraska\">Краска</a>\n</shop-tags>"],
  'tabs' => ['classic', "<shop-tabs>\n<div role=\"tablist\" aria-label=\"Разделы\">\n<button type=\"button\" role=\"tab\" id=\"tab-a\" aria-controls=\"panel-a\" aria-selected=\"true\">Описание</button>\n<button type=\"button\" role=\"tab\" id=\"tab-b\" aria-controls=\"panel-b\" aria-selected=\"false\">Доставка</button>\n</div>\n<div role=\"tabpanel\" id=\"panel-a\" aria-labelledby=\"tab-a\">\nОписание товара.\n</div>\n<div role=\"tabpanel\" id=\"panel-b\" aria-labelledby=\"tab-b\" hidden>\nДоставка по Москве.\n</div>\n</shop-tabs>"],
  'disclosure' => ['classic', "<shop-disclosure>\n<details>\n<summary>Условия доставки</summary>\nДоставляем по Москве и области.\n</details>\n</shop-disclosure>"],
  'filters' => ['classic', "<shop-filters category-id=\"3\">\n<script type=\"application/json\">$filtersJson</script>\n<form method=\"get\"><button>Показать</button></form>\n</shop-filters>"],
  'filtersKses' => ['kses', "<shop-filters category-id=\"3\">\n<script type=\"application/json\">$filtersJson</script>\n</shop-filters>"],
  'configParagraphs' => ['classic', "<script type=\"application/json\" id=\"shop-config\">\n{\n  \"storeId\": \"1\",\n\n  \"apiBase\": \"/api\"\n}\n</script>"],
  'configEscaped' => ['escaped', '{"storeId": "1", "apiBase": "/api", "checkoutUrl": "/checkout/?step=1&from=cart", "map": {"attribution": "© \"Карты\" <b>OSM</b>"}}'],
  'configTexturized' => ['texturized', '{"storeId": "1", "apiBase": "/api", "checkoutUrl": "/checkout/?step=1&from=cart", "map": {"attribution": "© \"Карты\" 2x3 \'OSM\'..."}, "timeout": 20000}'],
  'filtersTexturized' => ['texturized', $filtersJson],
];

$modes = [
  'classic' => 'the_content',
  'blocks' => 'the_content',
  'kses' => fn($text) => the_content(wp_kses_post($text)),
  'escaped' => 'esc_html',
  'texturized' => 'wptexturize',
];
echo "/**\n * Markup as WordPress 6.1 prints it, made by test/elements/cms-markup.php (see its header for each mode):\n";
echo " * each fixture's `source` is what the author wrote, `output` what WordPress printed. Do not edit by hand.\n */\n";
echo "export interface CmsFixture {\n  mode: string;\n  source: string;\n  output: string;\n}\n\n";
echo "export const CMS_MARKUP = {\n";
foreach ($fixtures as $name => [$mode, $source]) {
  $output = call_user_func($modes[$mode], $source);
  $flags = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES;
  echo "  $name: {\n    mode: " . json_encode($mode) . ",\n    source: " . json_encode($source, $flags) . ",\n    output: " . json_encode($output, $flags) . ",\n  },\n";
}
echo "} satisfies Record<string, CmsFixture>;\n";

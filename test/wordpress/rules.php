<?php
/**
 * The plugin's URL rule and its HTML tree, without WordPress (neither file calls it), for url-rule.spec.ts and
 * html-tree.spec.ts. Reads JSON on stdin and prints the answers as JSON:
 *
 *   {"site": "https://shop.example/", "urls": ["…"]}  → [{"local": attribute text or null, "any": … or null}]
 *   {"trees": [["<p>…", ["main", "div"]]], "mark": "data-n"} → [{mark value: "ancestor<ancestor"}]
 */

define('ABSPATH', __DIR__ . '/');
$includes = __DIR__ . '/../../integrations/wordpress/shop-elements/includes/';
require $includes . 'url.php';
require $includes . 'html-tree.php';

/** As the plugin writes a checked value into an attribute (author-markup.php's shop_elements_attribute_text()). */
function attribute_text($value)
{
    return $value === null ? null : htmlspecialchars($value, ENT_QUOTES, 'UTF-8', true);
}

$input = json_decode((string) stream_get_contents(STDIN), true);
$out = array();
if (isset($input['urls'])) {
    $site = shop_elements_parse_url($input['site']);
    foreach ($input['urls'] as $url) {
        $out[] = array(
            'local' => attribute_text(shop_elements_checked_url($url, $site, true)),
            'any' => attribute_text(shop_elements_checked_url($url, $site, false)),
        );
    }
} else {
    foreach ($input['trees'] as $case) {
        $tree = new Shop_Elements_Html_Tree($case[0], $case[1]);
        $tokens = $tree->tokens();
        $chains = new stdClass();
        foreach ($tree->parents() as $index => $ancestors) {
            if ($tokens[$index]['type'] === 'start' && isset($tokens[$index]['attributes'][$input['mark']])) {
                $chains->{$tokens[$index]['attributes'][$input['mark']]} = implode('<', $ancestors);
            }
        }
        $out[] = $chains;
    }
}
echo json_encode($out, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);

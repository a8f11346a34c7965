<?php
/**
 * The elements' files in this plugin's dist/: their URLs, dist/preload.json and the tags with their attributes.
 */

defined('ABSPATH') || exit;

/** The folder the elements' files are in; the filter `shop_elements_dist_dir` may move it (with its URL). */
function shop_elements_dist_dir()
{
    return trailingslashit(apply_filters('shop_elements_dist_dir', SHOP_ELEMENTS_DIR . 'dist'));
}

function shop_elements_dist_url($file)
{
    $base = apply_filters('shop_elements_dist_url', plugins_url('dist', SHOP_ELEMENTS_FILE));
    return trailingslashit($base) . ltrim($file, '/');
}

/** A JSON file of dist/ as an array, read once per request; null when missing or broken. */
function shop_elements_dist_json($file)
{
    static $read = array();
    if (!array_key_exists($file, $read)) {
        $path = shop_elements_dist_dir() . $file;
        $data = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        $read[$file] = is_array($data) ? $data : null;
    }
    return $read[$file];
}

/**
 * The files to preload for these tags (docs/loading.md, "Everything at once"): the runtime, the locale's messages,
 * the toaster the loader adds and each tag's files, each once; paths relative to dist/ (preload.json never lists
 * the loader, the page's own module script).
 */
function shop_elements_preload_files(array $tags, $lang)
{
    $map = shop_elements_dist_json('preload.json');
    if (!$map) {
        return array();
    }
    $lists = array(isset($map['runtime']) ? $map['runtime'] : array());
    if (isset($map['locales'][$lang])) {
        $lists[] = $map['locales'][$lang];
    }
    $tags[] = 'shop-toaster';
    foreach (array_unique($tags) as $tag) {
        if (isset($map['elements'][$tag])) {
            $lists[] = $map['elements'][$tag];
        }
    }
    $files = array();
    foreach ($lists as $list) {
        foreach ((array) $list as $file) {
            if (is_string($file)) {
                $files[$file] = true;
            }
        }
    }
    return array_keys($files);
}

/**
 * Every tag with its documented attributes and their kinds (text, url, boolean, number): tags.json, written into
 * the plugin by the build from dist/custom-elements.json (scripts/build/wordpress-zip.mjs).
 */
function shop_elements_tags()
{
    static $tags = null;
    if ($tags === null) {
        $path = SHOP_ELEMENTS_DIR . 'tags.json';
        $read = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        $tags = is_array($read) ? array_filter($read, 'is_array') : array();
    }
    return $tags;
}

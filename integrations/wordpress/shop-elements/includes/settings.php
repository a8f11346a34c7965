<?php
/**
 * Settings → Shop elements: the config's keys, stored with the Settings API in the option `shop_elements`.
 */

defined('ABSPATH') || exit;

/**
 * The fields by section, from settings-fields.json: section id => [title, key => [label, kind, help]], each text
 * through the plugin's text domain. Kinds: text, page (a link of the site), url (a service), textarea, select,
 * checkbox, json.
 */
function shop_elements_fields()
{
    static $fields = null;
    if ($fields === null) {
        $read = json_decode((string) file_get_contents(SHOP_ELEMENTS_DIR . 'settings-fields.json'), true);
        $fields = array();
        foreach ((array) ($read['sections'] ?? array()) as $id => $section) {
            $rows = array();
            foreach ($section['fields'] as $key => $field) {
                $rows[$key] = array(
                    translate($field[0], 'shop-elements'),
                    $field[1],
                    $field[2] === '' ? '' : translate($field[2], 'shop-elements'),
                );
            }
            $fields[$id] = array(translate($section['title'], 'shop-elements'), $rows);
        }
    }
    return $fields;
}

function shop_elements_choices($key)
{
    if ($key === 'lang') {
        return array('auto' => __('auto', 'shop-elements'), 'ru' => 'ru', 'uz' => 'uz');
    }
    if ($key === 'csrf') {
        return array(
            'store' => __('The store\'s cookie: XSRF-TOKEN → X-XSRF-TOKEN (default)', 'shop-elements'),
            'wp_rest' => __('WordPress REST nonce (X-WP-Nonce)', 'shop-elements'),
            'none' => __('None', 'shop-elements'),
            'custom' => __('Custom cookie and header (below)', 'shop-elements'),
        );
    }
    return array();
}

/** Checks and cleans what the form sent; a wrong value keeps the saved one and says why. */
function shop_elements_sanitize($input)
{
    $old = shop_elements_options();
    $input = is_array($input) ? wp_unslash($input) : array();
    $clean = array();
    foreach (shop_elements_fields() as $section) {
        foreach ($section[1] as $key => $field) {
            $kind = $field[1];
            $value = isset($input[$key]) ? $input[$key] : '';
            if ($kind === 'checkbox') {
                $clean[$key] = !empty($value);
            } elseif ($kind === 'select') {
                $clean[$key] = array_key_exists((string) $value, shop_elements_choices($key)) ? (string) $value : $old[$key];
            } elseif ($kind === 'page' || $kind === 'url') {
                $clean[$key] = shop_elements_sanitize_link($key, $value, $old[$key]);
            } elseif ($kind === 'pattern') {
                $text = trim((string) $value);
                $clean[$key] = $text === '' ? '' : shop_elements_safe_pattern($text);
                if ($text !== '' && $clean[$key] === '') {
                    add_settings_error('shop_elements', $key, esc_html(sprintf(__('Not a link with {slug} in it: %s; the old value is kept.', 'shop-elements'), $text)));
                    $clean[$key] = $old[$key];
                }
            } elseif ($key === 'api_origins') {
                // WordPress sanitizes a new option twice: the second time the list is already clean
                $value = is_array($value) ? implode("\n", $value) : $value;
                $origins = array();
                foreach (preg_split('/[\s,]+/', (string) $value, -1, PREG_SPLIT_NO_EMPTY) as $origin) {
                    $parsed = shop_elements_parse_url($origin);
                    if (!$parsed || !isset($parsed['href']) || $parsed['credentials'] || !in_array($parsed['scheme'], array('http', 'https'), true)) {
                        add_settings_error('shop_elements', 'api_origins', esc_html(sprintf(__('Not an origin: %s', 'shop-elements'), $origin)));
                        continue;
                    }
                    $origins[] = $parsed['origin'];
                }
                $clean[$key] = array_values(array_unique($origins));
            } elseif ($kind === 'json') {
                $clean[$key] = shop_elements_sanitize_extra($value, $old[$key]);
            } elseif ($key === 'api_base') {
                $base = trim((string) $value);
                $clean[$key] = $base === '' ? '/api' : shop_elements_sanitize_link($key, $base, $old[$key]);
            } else {
                $clean[$key] = sanitize_text_field((string) $value);
            }
        }
    }
    if ($clean['store_id'] === '') {
        add_settings_error('shop_elements', 'store_id', esc_html__('The store id is required; the old value is kept.', 'shop-elements'));
        $clean['store_id'] = $old['store_id'];
    }
    return $clean;
}

/** The SmartCaptcha script's origin: the one a captcha script may come from unless the user may post any HTML. */
const SHOP_ELEMENTS_CAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

/**
 * Whether the user saving the settings may make the elements load script or frames from anywhere: only who may
 * post unfiltered HTML anyway (not an administrator of a multisite or under DISALLOW_UNFILTERED_HTML).
 */
function shop_elements_may_load_code()
{
    return current_user_can('unfiltered_html');
}

/** A page or service link: http(s) or a path of this site; anything else keeps the old value and says why. */
function shop_elements_sanitize_link($key, $value, $old)
{
    $text = trim((string) $value);
    $url = shop_elements_safe_url($text);
    if ($text !== '' && $url === '') {
        add_settings_error('shop_elements', $key, esc_html(sprintf(__('Not an http(s) link or a path of this site: %s; the old value is kept.', 'shop-elements'), $text)));
        return $old;
    }
    if ($key === 'captcha_script_url' && $url !== '' && !shop_elements_may_load_code() && !shop_elements_is_captcha_origin($url)) {
        add_settings_error('shop_elements', $key, esc_html(sprintf(__('The captcha script may come only from %s unless you may post unfiltered HTML; the old value is kept.', 'shop-elements'), SHOP_ELEMENTS_CAPTCHA_ORIGIN)));
        return $old;
    }
    return $url;
}

function shop_elements_is_captcha_origin($url)
{
    $parsed = shop_elements_parse_url((string) $url);
    return $parsed && isset($parsed['origin']) && !$parsed['credentials'] && $parsed['origin'] === SHOP_ELEMENTS_CAPTCHA_ORIGIN;
}

/**
 * "More config": a JSON object only; the keys that make the elements load script or frames (captcha.scriptUrl
 * off SmartCaptcha's origin, videoOrigins) only from a user who may post unfiltered HTML.
 */
function shop_elements_sanitize_extra($value, $old)
{
    $text = trim((string) $value);
    if ($text === '') {
        return '';
    }
    $data = json_decode($text);
    if (!($data instanceof stdClass)) {
        add_settings_error('shop_elements', 'extra', esc_html__('"More config" must be a JSON object; the old value is kept.', 'shop-elements'));
        return $old;
    }
    if (!shop_elements_may_load_code()) {
        $script = isset($data->captcha->scriptUrl) ? (string) $data->captcha->scriptUrl : '';
        if (isset($data->videoOrigins) || ($script !== '' && !shop_elements_is_captcha_origin($script))) {
            add_settings_error('shop_elements', 'extra', esc_html__('"More config" may set videoOrigins or a captcha script off SmartCaptcha\'s origin only for a user who may post unfiltered HTML; the old value is kept.', 'shop-elements'));
            return $old;
        }
    }
    return $text;
}

add_action('admin_init', function () {
    register_setting('shop_elements', 'shop_elements', array(
        'type' => 'array',
        'sanitize_callback' => 'shop_elements_sanitize',
        'default' => shop_elements_defaults(),
    ));
    foreach (shop_elements_fields() as $section_id => $section) {
        add_settings_section('shop_elements_' . $section_id, $section[0], '__return_false', 'shop-elements');
        foreach ($section[1] as $key => $field) {
            add_settings_field(
                'shop_elements_' . $key,
                sprintf('<label for="shop_elements_%s">%s</label>', esc_attr($key), esc_html($field[0])),
                'shop_elements_render_field',
                'shop-elements',
                'shop_elements_' . $section_id,
                array('key' => $key, 'kind' => $field[1], 'help' => $field[2])
            );
        }
    }
});

function shop_elements_render_field($args)
{
    $options = shop_elements_options();
    $key = $args['key'];
    $name = 'shop_elements[' . $key . ']';
    $id = 'shop_elements_' . $key;
    $value = $options[$key];
    switch ($args['kind']) {
        case 'checkbox':
            printf('<input type="checkbox" id="%s" name="%s" value="1"%s />', esc_attr($id), esc_attr($name), checked($value, true, false));
            break;
        case 'select':
            printf('<select id="%s" name="%s">', esc_attr($id), esc_attr($name));
            foreach (shop_elements_choices($key) as $choice => $label) {
                printf('<option value="%s"%s>%s</option>', esc_attr($choice), selected($value, $choice, false), esc_html($label));
            }
            echo '</select>';
            break;
        case 'textarea':
        case 'json':
            printf(
                '<textarea id="%s" name="%s" rows="%d" class="large-text code">%s</textarea>',
                esc_attr($id),
                esc_attr($name),
                $args['kind'] === 'json' ? 6 : 3,
                esc_textarea(is_array($value) ? implode("\n", $value) : (string) $value)
            );
            break;
        default:
            printf('<input type="text" id="%s" name="%s" value="%s" class="regular-text" />', esc_attr($id), esc_attr($name), esc_attr((string) $value));
    }
    if ($args['help'] !== '') {
        printf('<p class="description">%s</p>', esc_html($args['help']));
    }
}

add_action('admin_menu', function () {
    add_options_page(
        __('Shop elements', 'shop-elements'),
        __('Shop elements', 'shop-elements'),
        'manage_options',
        'shop-elements',
        'shop_elements_render_page'
    );
});

function shop_elements_render_page()
{
    if (!current_user_can('manage_options')) {
        return;
    }
    echo '<div class="wrap"><h1>' . esc_html__('Shop elements', 'shop-elements') . '</h1>';
    if (!is_readable(shop_elements_dist_dir() . 'shop-elements.js')) {
        printf(
            '<div class="notice notice-error"><p>%s</p></div>',
            esc_html(sprintf(__('The elements\' files are missing: %s should hold dist/ of the build (install the plugin from shop-elements-wordpress.zip).', 'shop-elements'), shop_elements_dist_dir()))
        );
    }
    foreach (shop_elements_missing_pieces() as $warning) {
        printf('<div class="notice notice-warning"><p>%s</p></div>', $warning);
    }
    echo '<form method="post" action="options.php">';
    settings_fields('shop_elements');
    do_settings_sections('shop-elements');
    submit_button();
    echo '</form>';
    printf(
        '<h2>%s</h2><pre class="code" style="white-space:pre-wrap">%s</pre>',
        esc_html__('The page config this prints', 'shop-elements'),
        esc_html((string) wp_json_encode(shop_elements_config(), JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES))
    );
    echo '</div>';
}

// A link to the settings in the plugins list.
add_filter('plugin_action_links_' . plugin_basename(SHOP_ELEMENTS_FILE), function ($links) {
    array_unshift($links, sprintf('<a href="%s">%s</a>', esc_url(admin_url('options-general.php?page=shop-elements')), esc_html__('Settings', 'shop-elements')));
    return $links;
});

/**
 * What the elements placed on the site's pages need and the settings lack, each a warning (escaped markup) that
 * says what is missing, where, and what to do: a captcha key for the forms, where the store's catalogue and
 * product links lead for the elements that show them.
 */
function shop_elements_missing_pieces()
{
    $placed = shop_elements_placed_tags();
    $warnings = array();
    $config = shop_elements_config();
    $forms = array_intersect_key($placed, array_flip(array('shop-form', 'shop-montazh-form', 'shop-notify-available')));
    if ($forms && empty($config['captcha']['sitekey'])) {
        $warnings[] = sprintf(
            /* translators: %s: the pages with forms */
            esc_html__('Forms stand on %s, and the captcha site key is empty: the store takes no enquiry without the captcha\'s token, so they cannot be sent. Enter the "Captcha site key" (Yandex SmartCaptcha) under Outside services.', 'shop-elements'),
            shop_elements_page_links(array_merge(...array_values($forms)))
        );
    }
    $linking = array_intersect_key($placed, array_flip(array('shop-cart', 'shop-search', 'shop-compare', 'shop-filters')));
    $pages = $config['sitePages'];
    if ($linking && (!isset($pages['/product/{slug}']) || !isset($pages['/catalog/{slug}']))) {
        $warnings[] = sprintf(
            /* translators: %s: the pages with such elements */
            esc_html__('The elements on %s show the store\'s product and category links (/product/…, /catalog/…), which this site has no pages for. Say where they lead under Pages: "Product pages" and "Category pages" (a page of this site, or the store\'s own site).', 'shop-elements'),
            shop_elements_page_links(array_merge(...array_values($linking)))
        );
    }
    return $warnings;
}

/** tag => the ids of the posts, pages, blocks and template parts (any status but trash) that place it. */
function shop_elements_placed_tags()
{
    global $wpdb;
    $rows = $wpdb->get_results(
        "SELECT ID, post_content FROM {$wpdb->posts}
         WHERE post_status NOT IN ('trash', 'auto-draft', 'inherit')
           AND post_type IN ('post', 'page', 'wp_block', 'wp_template', 'wp_template_part')
           AND (post_content LIKE '%<shop-%' OR post_content LIKE '%[shop%')
         LIMIT 500"
    );
    $placed = array();
    foreach ((array) $rows as $row) {
        $content = (string) $row->post_content;
        $tags = shop_elements_tags_in($content);
        foreach (shop_elements_shortcode_tags() as $shortcode => $shortcode_tags) {
            if (has_shortcode($content, $shortcode)) {
                $tags = array_merge($tags, $shortcode_tags);
            }
        }
        if (preg_match_all('/\[shop\s[^\]]*tag="?(shop-[a-z0-9-]+)/', $content, $found)) {
            $tags = array_merge($tags, $found[1]);
        }
        foreach (array_unique($tags) as $tag) {
            $placed[$tag][] = (int) $row->ID;
        }
    }
    return $placed;
}

/** The titles of these posts as links to their editor, at most five, escaped. */
function shop_elements_page_links(array $ids)
{
    $ids = array_values(array_unique($ids));
    $links = array();
    foreach (array_slice($ids, 0, 5) as $id) {
        $links[] = sprintf(
            '<a href="%s">%s</a>',
            esc_url((string) get_edit_post_link($id)),
            esc_html(get_the_title($id) !== '' ? get_the_title($id) : '#' . $id)
        );
    }
    $more = count($ids) - count($links);
    return implode(', ', $links) . ($more > 0 ? esc_html(sprintf(__(' and %d more', 'shop-elements'), $more)) : '');
}

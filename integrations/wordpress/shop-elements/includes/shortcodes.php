<?php
/**
 * Shortcodes: the tags written by PHP, so neither wpautop nor KSES touches them, in posts, pages, widgets and
 * (through the Shortcode block) block theme templates such as the Site Editor's header.
 *
 *   [shop_cart]                         <shop-cart> with the config's checkout page
 *   [shop_checkout]                     <shop-checkout>
 *   [shop_add_to_cart product_id="14"]  <shop-add-to-cart> around a button (label="В корзину")
 *   [shop_counters]                     a link to the cart with <shop-cart-count> and <shop-cart-total>
 *   [shop_form type="call-me"]          <shop-form> around a form with every field the store asks of the type
 *                                       (forms.json; a product form also product_id="14"), or the fields
 *                                       written between [shop_form …] and [/shop_form];
 *                                       type="montazh": <shop-montazh-form>, the installation request's two steps
 *   [shop tag="shop-…" attribute="…"]markup[/shop]   any tag around the markup, with the attributes an author
 *                                       may write on it (author-markup.php)
 *   [shop_json]{…}[/shop_json]          <script type="application/json"> (the filters' definitions), parsed and
 *                                       printed again, so no author can close the script early
 */

defined('ABSPATH') || exit;

/** The tags each shortcode writes (for the preload links). */
function shop_elements_shortcode_tags()
{
    return array(
        'shop_cart' => array('shop-cart'),
        'shop_checkout' => array('shop-checkout'),
        'shop_add_to_cart' => array('shop-add-to-cart'),
        'shop_counters' => array('shop-cart-count', 'shop-cart-total'),
        'shop_form' => array('shop-form'),
    );
}

/**
 * The content of an enclosing shortcode after wpautop ran on the post: '</p>' at its start and '<p>' at its
 * end are wpautop's paragraphs around the shortcode's own lines.
 */
function shop_elements_unautop($content)
{
    $content = preg_replace('~^\s*(</p>|<br\s*/?>)\s*~i', '', (string) $content);
    $content = preg_replace('~\s*(<p>|<br\s*/?>)\s*$~i', '', $content);
    return do_shortcode(trim($content));
}

/** The cart's initial count and sum: from WooCommerce when it is active, else 0 (the filter may tell). */
function shop_elements_cart_numbers()
{
    $numbers = array('count' => 0, 'total' => '0 ₽');
    if (function_exists('WC') && WC() && isset(WC()->cart) && WC()->cart) {
        $numbers = array(
            'count' => (int) WC()->cart->get_cart_contents_count(),
            'total' => wp_strip_all_tags(html_entity_decode(WC()->cart->get_cart_total(), ENT_QUOTES, 'UTF-8')),
        );
    }
    return apply_filters('shop_elements_cart_numbers', $numbers);
}

function shop_elements_counters_html($atts)
{
    $atts = shortcode_atts(
        array('label' => shop_elements_options()['cart_label'], 'url' => shop_elements_config()['cartUrl']),
        $atts,
        'shop_counters'
    );
    shop_elements_seen_tags(array('shop-cart-count', 'shop-cart-total'));
    $numbers = shop_elements_cart_numbers();
    return sprintf(
        '<a class="shop-elements-cart-link" href="%s">%s <shop-cart-count>%d</shop-cart-count> <shop-cart-total>%s</shop-cart-total></a>',
        shop_elements_attribute_text(shop_elements_safe_url($atts['url'])),
        esc_html($atts['label']),
        (int) $numbers['count'],
        esc_html($numbers['total'])
    );
}
add_shortcode('shop_counters', 'shop_elements_counters_html');

add_shortcode('shop_cart', function ($atts) {
    $atts = shortcode_atts(array('checkout_url' => shop_elements_config()['checkoutUrl']), $atts, 'shop_cart');
    shop_elements_seen_tags(array('shop-cart'));
    return sprintf(
        '<shop-cart class="loading" checkout-url="%s"></shop-cart>',
        shop_elements_attribute_text(shop_elements_safe_url($atts['checkout_url']))
    );
});

add_shortcode('shop_checkout', function ($atts) {
    $atts = shortcode_atts(array('loading' => 'Загружаем оформление заказа…'), $atts, 'shop_checkout');
    shop_elements_seen_tags(array('shop-checkout'));
    return sprintf('<shop-checkout><p>%s</p></shop-checkout>', esc_html($atts['loading']));
});

add_shortcode('shop_add_to_cart', function ($atts) {
    $atts = shortcode_atts(array('product_id' => '', 'label' => 'В корзину', 'class' => 'button'), $atts, 'shop_add_to_cart');
    if ($atts['product_id'] === '') {
        return '';
    }
    shop_elements_seen_tags(array('shop-add-to-cart'));
    return sprintf(
        '<shop-add-to-cart product-id="%s"><button type="button" class="%s">%s</button></shop-add-to-cart>',
        esc_attr($atts['product_id']),
        esc_attr($atts['class']),
        esc_html($atts['label'])
    );
});

/**
 * forms.json in the page's language: the submit and "choose" texts, and every enquiry form with the fields the
 * store asks for, consent included (written by the build from the store's own list: scripts/build/wordpress-forms.ts).
 */
function shop_elements_forms()
{
    static $read = null;
    if ($read === null) {
        $path = SHOP_ELEMENTS_DIR . 'forms.json';
        $json = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        $read = is_array($json) ? $json : array();
    }
    $lang = shop_elements_lang();
    $forms = isset($read[$lang]) ? $read[$lang] : (isset($read['ru']) ? $read['ru'] : array());
    return array_merge(array('submit' => 'Отправить', 'choose' => 'Выберите…', 'forms' => array(), 'montazh' => ''), $forms);
}

/**
 * The installation request (docs/behaviour/states.md): `<shop-montazh-form>` with its two steps as the store's
 * installation page writes it (forms.json, made by the build from the store's own markup), the goal named.
 */
function shop_elements_montazh_form($goal)
{
    $markup = shop_elements_forms()['montazh'];
    if ($markup === '') {
        return '';
    }
    shop_elements_seen_tags(array('shop-montazh-form'));
    return $goal === '' ? $markup : str_replace(
        'data-goal-name="montazh-request"',
        sprintf('data-goal-name="%s"', esc_attr($goal)),
        $markup
    );
}

/** One field of forms.json as the store's own pages write it: a label around its control, consent ticked. */
function shop_elements_form_field(array $field, $choose)
{
    $name = esc_attr($field['name']);
    $label = esc_html($field['label']);
    $required = !empty($field['required']) ? ' required' : '';
    switch ($field['type']) {
        case 'checkbox':
            return sprintf('<p><label><input type="checkbox" name="%s" value="1" checked%s /> %s</label></p>', $name, $required, $label);
        case 'textarea':
            return sprintf('<p><label>%s <textarea name="%s" rows="4"%s></textarea></label></p>', $label, $name, $required);
        case 'select':
            $options = $required !== '' ? sprintf('<option value="">%s</option>', esc_html($choose)) : '';
            foreach ((array) ($field['options'] ?? array()) as $option) {
                $options .= sprintf('<option value="%s">%s</option>', esc_attr($option[0]), esc_html($option[1]));
            }
            return sprintf('<p><label>%s <select name="%s"%s>%s</select></label></p>', $label, $name, $required, $options);
        default:
            $extra = '';
            foreach (array('autocomplete', 'min', 'max') as $attribute) {
                if (isset($field[$attribute])) {
                    $extra .= sprintf(' %s="%s"', $attribute, esc_attr((string) $field[$attribute]));
                }
            }
            return sprintf('<p><label>%s <input name="%s" type="%s"%s%s /></label></p>', $label, $name, esc_attr($field['type']), $extra, $required);
    }
}

/**
 * The fields of an enquiry form of forms.json (docs/behaviour/calls.md), with the product's hidden field for a
 * product form; a string saying what is missing when the type is unknown or a product form has no product.
 */
function shop_elements_form_fields($type, $product_id)
{
    $forms = shop_elements_forms();
    if (!isset($forms['forms'][$type])) {
        return new WP_Error('shop_form', sprintf('[shop_form type="%s"] writes the fields of %s only; write your own fields between [shop_form] and [/shop_form]', $type, implode(', ', array_keys($forms['forms']))));
    }
    $form = $forms['forms'][$type];
    $fields = '';
    if (!empty($form['productField'])) {
        if (!preg_match('/^[1-9][0-9]*$/', (string) $product_id)) {
            return new WP_Error('shop_form', sprintf('[shop_form type="%s"] needs the product: product_id="14"', $type));
        }
        $fields .= sprintf('<input type="hidden" name="%s" value="%s" />', esc_attr($form['productField']), esc_attr($product_id));
    }
    foreach ($form['fields'] as $field) {
        $fields .= shop_elements_form_field($field, $forms['choose']);
    }
    return $fields;
}

add_shortcode('shop_form', function ($atts, $content = '') {
    $atts = shortcode_atts(
        array('type' => 'feedback', 'goal' => '', 'submit' => shop_elements_forms()['submit'], 'product_id' => ''),
        $atts,
        'shop_form'
    );
    if ($atts['type'] === 'montazh' && trim((string) $content) === '') {
        return shop_elements_montazh_form((string) $atts['goal']);
    }
    $inner = trim((string) $content) !== '' ? shop_elements_unautop($content) : '';
    if (stripos($inner, '<form') === false) {
        $fields = $inner !== '' ? $inner : shop_elements_form_fields($atts['type'], $atts['product_id']);
        if (is_wp_error($fields)) {
            // a form that cannot be sent is no form: the editor is told, a visitor sees nothing; no '>' can end
            // the comment early
            $why = strtr($fields->get_error_message(), array('<' => '&lt;', '>' => '&gt;'));
            return current_user_can('edit_posts') ? '<!-- ' . $why . ' -->' : '';
        }
        $inner = sprintf(
            '<form>%s<div data-captcha></div><p><button type="submit">%s</button></p></form>',
            $fields,
            esc_html($atts['submit'])
        );
    }
    shop_elements_seen_tags(array('shop-form'));
    return sprintf(
        '<shop-form type="%s"%s>%s</shop-form>',
        esc_attr($atts['type']),
        $atts['goal'] !== '' ? sprintf(' goal="%s"', esc_attr($atts['goal'])) : '',
        $inner
    );
});

add_shortcode('shop', function ($atts, $content = '') {
    $atts = is_array($atts) ? $atts : array();
    $tag = isset($atts['tag']) ? strtolower((string) $atts['tag']) : '';
    if (!isset(shop_elements_tags()[$tag])) {
        return '';
    }
    unset($atts['tag']);
    shop_elements_seen_tags(array($tag));
    // only what an author may write on this tag (author-markup.php): a shortcode's output never passes KSES
    $attributes = '';
    foreach ($atts as $name => $value) {
        $attributes .= is_int($name)
            ? shop_elements_author_attribute($tag, (string) $value, '', true) // [shop tag="shop-tags" single-line]
            : shop_elements_author_attribute($tag, $name, $value);
    }
    return sprintf('<%1$s%2$s>%3$s</%1$s>', $tag, $attributes, shop_elements_unautop($content));
});

// The JSON must reach the shortcode as typed: no curly quotes.
add_filter('no_texturize_shortcodes', function ($shortcodes) {
    $shortcodes[] = 'shop_json';
    return $shortcodes;
});

add_shortcode('shop_json', function ($atts, $content = '') {
    // undo what wpautop and KSES did to the text: line breaks and paragraphs, entities
    $text = preg_replace('~<br\s*/?>|</?p>~i', '', (string) $content);
    $data = json_decode(html_entity_decode(trim($text), ENT_QUOTES, 'UTF-8')); // objects stay objects
    if (json_last_error() !== JSON_ERROR_NONE) {
        return current_user_can('edit_posts') ? '<!-- [shop_json]: not valid JSON -->' : '';
    }
    return sprintf(
        '<script type="application/json">%s</script>',
        wp_json_encode($data, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP)
    );
});

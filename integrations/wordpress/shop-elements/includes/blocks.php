<?php
/**
 * The elements in a theme's content column (docs/cms/wordpress.md "In the content column"). A Shortcode or Custom
 * HTML block whose markup starts with a shop element gets one block-level box around it, so the theme lays it
 * out as it lays out a paragraph: in a block theme's constrained layout and in a classic theme's .entry-content
 * alike, aligned with the text and one per line. Most elements are inline (a button's wrapper), and the themes'
 * column rules (a max-width and auto margins) do nothing to an inline box: without the box it sat at the page's
 * left edge, beside the next block. An alignment class on the element (alignleft, alignright, aligncenter,
 * alignwide, alignfull) goes on the box, where the theme's rules read it. What the author puts in one block (two
 * shortcodes, a Row of blocks) stays together.
 */

defined('ABSPATH') || exit;

/** The shortcodes that print an element; [shop_json] prints a script, which takes no place in the column. */
const SHOP_ELEMENTS_BLOCK_SHORTCODES = 'shop_add_to_cart|shop_cart|shop_checkout|shop_counters|shop_form|shop';

/**
 * The alignment class an element's opening (`<shop-x class="…">` or `[shop … class="…"]`) asks for, or ''.
 */
function shop_elements_alignment($opening)
{
    $attributes = shortcode_parse_atts(trim((string) $opening, " \t\n\r\0\x0B<>[]/"));
    $class = is_array($attributes) && isset($attributes['class']) ? (string) $attributes['class'] : '';
    return preg_match('/(?:^|\s)(align(?:left|right|center|wide|full))(?:\s|$)/', $class, $found) ? $found[1] : '';
}

add_filter('render_block', function ($content, $block) {
    $name = isset($block['blockName']) ? $block['blockName'] : null;
    if (($name !== 'core/shortcode' && $name !== 'core/html') || !is_string($content)) {
        return $content;
    }
    // a Custom HTML block's markup as written; a Shortcode block's text, which core wraps in <p> (wpautop)
    $opening = $name === 'core/html'
        ? '~^\s*(<shop-[a-z0-9-]+\b[^>]*>)~i'
        : '~^\s*(?:<p>\s*)?(\[(?:' . SHOP_ELEMENTS_BLOCK_SHORTCODES . ')\b[^\]]*\])~';
    if (!preg_match($opening, $content, $found)) {
        return $content;
    }
    $align = shop_elements_alignment($found[1]);
    if (in_array($align, array('alignleft', 'alignright', 'aligncenter'), true)) {
        // as core's aligned image: a box in the text column, the aligned box inside it, so the theme floats or
        // centres it within the column at every width (a floated box of the column itself leaves it)
        return sprintf(
            '<div class="wp-block-shop-elements"><div class="%s">%s</div></div>',
            esc_attr($align . ($align === 'aligncenter' ? ' has-text-align-center' : '')),
            $content
        );
    }
    $classes = 'wp-block-shop-elements' . ($align !== '' ? ' ' . $align : '');
    return sprintf('<div class="%s">%s</div>', esc_attr($classes), $content);
}, 10, 2);

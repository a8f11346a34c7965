<?php
/**
 * Where each tag of an author's markup ends up in the page, as a browser builds it: the HTML standard's tokenizer
 * and its tree construction for a post's body (implied end tags, `</p>` and block tags closing what is open, the
 * adoption agency that moves blocks out of `<b>`, tables and foster parenting, the form element pointer). The
 * plugin asks it which form fields a browser puts inside an element that takes an author's form, so no look-alike
 * attribute, escaped shortcode or paragraph of wpautop can move a field out of its element unseen
 * (author-markup.php, SECURITY.md).
 *
 * The markup stands where a theme prints a post, inside the theme's wrappers (`<main><article><div
 * class="entry-content">`): an end tag the markup does not match may close one of them and everything the markup
 * opened. The tree is built for given wrappers; the plugin asks for each kind of wrapper a theme has.
 *
 * Like url.php it calls nothing of WordPress; the WordPress lane compares it with Chromium's own parser on
 * generated markup (test/wordpress/html-tree.spec.ts).
 */

defined('ABSPATH') || exit;

/** Splits markup into tokens as the HTML tokenizer does: start and end tags (with attributes), text, comments. */
function shop_elements_html_tokens($html)
{
    $tokens = array();
    $length = strlen($html);
    $at = 0;
    $text = '';
    $flush = function () use (&$tokens, &$text) {
        if ($text !== '') {
            $tokens[] = array('type' => 'text', 'text' => $text);
            $text = '';
        }
    };
    while ($at < $length) {
        $lt = strpos($html, '<', $at);
        if ($lt === false) {
            $text .= substr($html, $at);
            break;
        }
        $text .= substr($html, $at, $lt - $at);
        $next = substr($html, $lt + 1, 1);
        if (substr($html, $lt, 4) === '<!--') {
            $flush();
            $at = shop_elements_html_comment_end($html, $lt + 4);
            $tokens[] = array('type' => 'comment', 'offset' => $lt, 'end' => $at);
        } elseif ($next === '!' || $next === '?') {
            $flush();
            $close = strpos($html, '>', $lt);
            $at = $close === false ? $length : $close + 1;
            $tokens[] = array('type' => 'comment', 'offset' => $lt, 'end' => $at);
        } elseif ($next === '/') {
            $after = substr($html, $lt + 2, 1);
            if (ctype_alpha($after)) {
                $flush();
                $tag = shop_elements_html_tag($html, $lt + 2);
                if ($tag === null) {
                    break;
                }
                $tokens[] = array('type' => 'end', 'name' => $tag['name'], 'offset' => $lt, 'end' => $tag['end']);
                $at = $tag['end'];
            } elseif ($after === '>') {
                $at = $lt + 3; // `</>` is nothing
            } else {
                $flush();
                $close = strpos($html, '>', $lt);
                $at = $close === false ? $length : $close + 1;
                $tokens[] = array('type' => 'comment', 'offset' => $lt, 'end' => $at);
            }
        } elseif ($next !== '' && ctype_alpha($next)) {
            $flush();
            $tag = shop_elements_html_tag($html, $lt + 1);
            if ($tag === null) {
                break; // a tag the markup's end cuts off is no tag
            }
            $tokens[] = array(
                'type' => 'start',
                'name' => $tag['name'],
                'attributes' => $tag['attributes'],
                'offset' => $lt,
                'end' => $tag['end'],
            );
            $at = $tag['end'];
            $raw = shop_elements_html_raw_text($tag['name']);
            if ($raw !== null && $at < $length) {
                // the text of <textarea>, <title>, <style>… runs to its own end tag, tags inside are text
                $close = $raw === 'plaintext' ? false : shop_elements_html_find_end_tag($html, $at, $tag['name']);
                $text .= substr($html, $at, ($close === false ? $length : $close) - $at);
                $at = $close === false ? $length : $close;
            }
        } else {
            $text .= '<';
            $at = $lt + 1;
        }
    }
    $flush();
    return $tokens;
}

/** Where a comment that starts at `$at` (after `<!--`) ends, as the tokenizer's comment states find it. */
function shop_elements_html_comment_end($html, $at)
{
    // `<!-->` and `<!--->` end at once
    if (substr($html, $at, 1) === '>') {
        return $at + 1;
    }
    if (substr($html, $at, 2) === '->') {
        return $at + 2;
    }
    $ends = array();
    foreach (array('-->', '--!>') as $end) {
        $found = strpos($html, $end, $at);
        if ($found !== false) {
            $ends[] = $found + strlen($end);
        }
    }
    return $ends ? min($ends) : strlen($html);
}

/** The elements whose content is text to the tokenizer (with scripting on, as a visitor's browser has it). */
function shop_elements_html_raw_text($name)
{
    if (in_array($name, array('textarea', 'title'), true)) {
        return 'rcdata';
    }
    if (in_array($name, array('style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'script'), true)) {
        return 'rawtext';
    }
    return $name === 'plaintext' ? 'plaintext' : null;
}

/** The offset of `</name` followed by a space, `/` or `>` (an "appropriate end tag"), or false. */
function shop_elements_html_find_end_tag($html, $at, $name)
{
    return preg_match('~</' . preg_quote($name, '~') . '[\t\n\f\r />]~i', $html, $found, PREG_OFFSET_CAPTURE, $at)
        ? $found[0][1]
        : false;
}

/**
 * A tag from its name's first letter: the name in lower case, the attributes (the first of a name wins), and the
 * offset after its `>`; null when the markup ends inside it (a browser drops such a tag).
 */
function shop_elements_html_tag($html, $at)
{
    $length = strlen($html);
    $name_length = strcspn($html, "\t\n\f\r />", $at);
    $name = strtolower(str_replace("\0", "\xEF\xBF\xBD", substr($html, $at, $name_length)));
    $at += $name_length;
    $attributes = array();
    while ($at < $length) {
        $at += strspn($html, "\t\n\f\r /", $at);
        if ($at >= $length) {
            break;
        }
        if ($html[$at] === '>') {
            return array('name' => $name, 'attributes' => $attributes, 'end' => $at + 1);
        }
        // a name runs to a space, `/`, `>` or `=`; a `=` at its start is part of it
        $start = $at;
        $at += 1 + strcspn($html, "\t\n\f\r />=", $at + 1);
        $attribute = strtolower(substr($html, $start, $at - $start));
        $at += strspn($html, "\t\n\f\r ", $at);
        $value = '';
        if ($at < $length && $html[$at] === '=') {
            $at++;
            $at += strspn($html, "\t\n\f\r ", $at);
            $quote = $at < $length ? $html[$at] : '';
            if ($quote === '"' || $quote === "'") {
                $close = strpos($html, $quote, $at + 1);
                $close = $close === false ? $length : $close;
                $value = substr($html, $at + 1, $close - $at - 1);
                $at = $close + 1;
            } else {
                $value_length = strcspn($html, "\t\n\f\r >", $at);
                $value = substr($html, $at, $value_length);
                $at += $value_length;
            }
        }
        if (!array_key_exists($attribute, $attributes)) {
            $attributes[$attribute] = $value;
        }
    }
    return null;
}

/**
 * The tree a browser builds of a post's markup, as each element's parent: `parents()` answers, for each start
 * tag token's index, the names of its ancestors (nearest first) once the whole markup is parsed, or nothing for a
 * tag the parser ignored.
 */
final class Shop_Elements_Html_Tree
{
    // as Chromium has it: <search> closes a p but is not special
    const SPECIAL = 'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp';
    // select too, since Chromium's customizable select: nothing inside one closes what is open outside it
    const SCOPE = 'applet caption html table td th marquee object template select';
    const IMPLIED = 'dd dt li optgroup option p rb rp rt rtc';
    const CLOSES_P = 'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer header hgroup main menu nav ol p search section summary ul';
    const BLOCK_END = 'address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer header hgroup listing main menu nav ol pre search section summary ul';
    const FORMATTING = 'a b big code em font i nobr s small strike strong tt u';
    const VOID = 'area br embed img keygen wbr input param source track hr col base basefont bgsound link meta frame';
    const TABLE_PARTS = 'table tbody tfoot thead tr';

    /** @var array[] each node: name, parent (an index), token (the start tag's index or null) */
    private $nodes = array();
    /** @var int[] the stack of open elements, as node indexes: html, body, the theme's wrappers, the markup's own */
    private $stack = array();
    /** @var array[] the list of active formatting elements: node and token, or null for a marker */
    private $formatting = array();
    /** @var int|null the form element pointer */
    private $form = null;
    /** @var string the insertion mode: body, table, table-body, row, cell, caption, column-group */
    private $mode = 'body';
    /** @var bool foster parenting, while a table's misplaced content is handled */
    private $foster = false;
    /** @var array[] the tokens */
    private $tokens;
    /** @var int the index of the token being handled */
    private $current = 0;
    /** @var string|null the open element whose text the tokenizer took (<textarea>, <style>…), until its end tag */
    private $text_element = null;

    /** Parses `$html` as a post's content inside the theme's `$wrappers` (outermost first). */
    public function __construct($html, array $wrappers = array('div'))
    {
        $this->tokens = shop_elements_html_tokens($html);
        foreach (array_merge(array('html', 'body'), $wrappers) as $name) {
            $this->stack[] = $this->add_node($name, $this->stack ? end($this->stack) : null, null);
        }
        for ($this->current = 0; $this->current < count($this->tokens); $this->current++) {
            $this->handle($this->tokens[$this->current]);
        }
    }

    /** The tokens, with their offsets in the markup. */
    public function tokens()
    {
        return $this->tokens;
    }

    /** Each start tag's ancestors by the token's index, nearest first, up to the body (the wrappers too). */
    public function parents()
    {
        $parents = array();
        foreach ($this->nodes as $node) {
            if ($node['token'] === null || isset($parents[$node['token']])) {
                continue; // clones of formatting elements carry their first token too: the first one counts
            }
            $names = array();
            for ($parent = $node['parent']; $parent !== null && $parent > 1; $parent = $this->nodes[$parent]['parent']) {
                $names[] = $this->nodes[$parent]['name'];
            }
            $parents[$node['token']] = $names;
        }
        return $parents;
    }

    private function add_node($name, $parent, $token)
    {
        $this->nodes[] = array('name' => $name, 'parent' => $parent, 'token' => $token);
        return count($this->nodes) - 1;
    }

    private static function is($name, $list)
    {
        return in_array($name, explode(' ', $list), true);
    }

    private function name($node)
    {
        return $this->nodes[$node]['name'];
    }

    private function current_node()
    {
        return end($this->stack);
    }

    /** Where a new node goes: the current node, or before the table when foster parenting is on. */
    private function insertion_parent()
    {
        $target = $this->current_node();
        if (!$this->foster || !self::is($this->name($target), self::TABLE_PARTS)) {
            return $target;
        }
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            if ($this->name($this->stack[$i]) === 'table') {
                return $this->nodes[$this->stack[$i]]['parent'] ?? $this->stack[$i - 1];
            }
        }
        return $this->stack[1];
    }

    private function insert($name, $push = true)
    {
        $node = $this->add_node($name, $this->insertion_parent(), $this->current);
        $raw = shop_elements_html_raw_text($name);
        if ($push || $raw !== null) {
            $this->stack[] = $node; // one whose text the tokenizer took is open until its end tag
        }
        if ($raw !== null && $raw !== 'plaintext') {
            $this->text_element = $name;
        }
        return $node;
    }

    private function pop()
    {
        if (count($this->stack) > 2) {
            array_pop($this->stack);
        }
    }

    /** Pops until an element named one of `$names` has been popped (never the wrapper). */
    private function pop_until($names)
    {
        while (count($this->stack) > 2) {
            $name = $this->name(array_pop($this->stack));
            if (self::is($name, $names)) {
                return;
            }
        }
    }

    /** Whether an element named one of `$names` is in scope (`$extra`: more elements that end the search). */
    private function in_scope($names, $extra = '')
    {
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            $name = $this->name($this->stack[$i]);
            if (self::is($name, $names)) {
                return true;
            }
            if (self::is($name, self::SCOPE) || ($extra !== '' && self::is($name, $extra))) {
                return false;
            }
        }
        return false;
    }

    private function node_in_scope($node)
    {
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            if ($this->stack[$i] === $node) {
                return true;
            }
            if (self::is($this->name($this->stack[$i]), self::SCOPE)) {
                return false;
            }
        }
        return false;
    }

    private function in_table_scope($names)
    {
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            $name = $this->name($this->stack[$i]);
            if (self::is($name, $names)) {
                return true;
            }
            if (self::is($name, 'html table template')) {
                return false;
            }
        }
        return false;
    }

    private function generate_implied_end_tags($except = '')
    {
        while (count($this->stack) > 2) {
            $name = $this->name($this->current_node());
            if (!self::is($name, self::IMPLIED) || $name === $except) {
                return;
            }
            $this->pop();
        }
    }

    private function close_p()
    {
        $this->generate_implied_end_tags('p');
        $this->pop_until('p');
    }

    /** Closes a p in button scope, as the block start tags do. */
    private function close_p_in_button_scope()
    {
        if ($this->in_scope('p', 'button')) {
            $this->close_p();
        }
    }

    private function push_formatting($node, $token)
    {
        // Noah's Ark: at most three entries of one name and attributes after the last marker
        $same = array();
        for ($i = count($this->formatting) - 1; $i >= 0 && $this->formatting[$i] !== null; $i--) {
            $entry = $this->formatting[$i];
            if ($this->name($entry['node']) === $this->name($node) && $entry['attributes'] === $token['attributes']) {
                $same[] = $i;
            }
        }
        if (count($same) >= 3) {
            array_splice($this->formatting, end($same), 1);
        }
        $this->formatting[] = array('node' => $node, 'attributes' => $token['attributes'], 'token' => $this->current);
    }

    private function clear_formatting_to_marker()
    {
        while ($this->formatting) {
            if (array_pop($this->formatting) === null) {
                return;
            }
        }
    }

    private function reconstruct_formatting()
    {
        $count = count($this->formatting);
        if (!$count) {
            return;
        }
        $last = $this->formatting[$count - 1];
        if ($last === null || in_array($last['node'], $this->stack, true)) {
            return;
        }
        $i = $count - 1;
        while ($i > 0) {
            $entry = $this->formatting[$i - 1];
            if ($entry === null || in_array($entry['node'], $this->stack, true)) {
                break;
            }
            $i--;
        }
        for (; $i < $count; $i++) {
            $entry = $this->formatting[$i];
            $clone = $this->add_node($this->name($entry['node']), $this->insertion_parent(), $this->nodes[$entry['node']]['token']);
            $this->stack[] = $clone;
            $this->formatting[$i]['node'] = $clone;
        }
    }

    private function formatting_index($node)
    {
        foreach ($this->formatting as $i => $entry) {
            if ($entry !== null && $entry['node'] === $node) {
                return $i;
            }
        }
        return null;
    }

    /** The adoption agency algorithm; false when the end tag is to be handled as "any other end tag". */
    private function adoption_agency($subject)
    {
        $current = $this->current_node();
        if ($this->name($current) === $subject && $this->formatting_index($current) === null) {
            $this->pop();
            return true;
        }
        for ($outer = 0; $outer < 8; $outer++) {
            $formatting = null;
            for ($i = count($this->formatting) - 1; $i >= 0 && $this->formatting[$i] !== null; $i--) {
                if ($this->name($this->formatting[$i]['node']) === $subject) {
                    $formatting = $i;
                    break;
                }
            }
            if ($formatting === null) {
                return false;
            }
            $element = $this->formatting[$formatting]['node'];
            $position = array_search($element, $this->stack, true);
            if ($position === false) {
                array_splice($this->formatting, $formatting, 1);
                return true;
            }
            if ($this->in_scope($subject) === false) {
                return true;
            }
            $furthest = null;
            for ($i = $position + 1; $i < count($this->stack); $i++) {
                if (self::is($this->name($this->stack[$i]), self::SPECIAL)) {
                    $furthest = $i;
                    break;
                }
            }
            if ($furthest === null) {
                array_splice($this->stack, $position);
                array_splice($this->formatting, $formatting, 1);
                return true;
            }
            $ancestor = $this->stack[$position - 1];
            $bookmark = $formatting;
            $node_position = $furthest;
            $furthest_node = $this->stack[$furthest];
            $last = $furthest_node;
            for ($inner = 1; ; $inner++) {
                $node_position--;
                $node = $this->stack[$node_position];
                if ($node === $element) {
                    break;
                }
                $entry = $this->formatting_index($node);
                if ($inner > 3 && $entry !== null) {
                    array_splice($this->formatting, $entry, 1);
                    if ($entry < $bookmark) {
                        $bookmark--;
                    }
                    $entry = null;
                }
                if ($entry === null) {
                    array_splice($this->stack, $node_position, 1);
                    continue;
                }
                $clone = $this->add_node($this->name($node), $ancestor, $this->nodes[$node]['token']);
                $this->formatting[$entry]['node'] = $clone;
                $this->stack[$node_position] = $clone;
                if ($last === $furthest_node) {
                    $bookmark = $entry + 1;
                }
                $this->nodes[$last]['parent'] = $clone;
                $last = $clone;
            }
            // the last node goes into the common ancestor (before the table when that is a table part)
            $this->nodes[$last]['parent'] = $this->foster && self::is($this->name($ancestor), self::TABLE_PARTS)
                ? $this->foster_parent_of($ancestor)
                : $ancestor;
            $clone = $this->add_node($subject, $furthest_node, $this->nodes[$element]['token']);
            foreach ($this->nodes as $index => $child) {
                if ($child['parent'] === $furthest_node && $index !== $clone) {
                    $this->nodes[$index]['parent'] = $clone;
                }
            }
            $old = $this->formatting_index($element);
            $entry = $this->formatting[$old];
            $entry['node'] = $clone;
            array_splice($this->formatting, $old, 1);
            array_splice($this->formatting, $old < $bookmark ? $bookmark - 1 : $bookmark, 0, array($entry));
            array_splice($this->stack, array_search($element, $this->stack, true), 1);
            array_splice($this->stack, array_search($furthest_node, $this->stack, true) + 1, 0, array($clone));
        }
        return true;
    }

    private function foster_parent_of($table_part)
    {
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            if ($this->name($this->stack[$i]) === 'table') {
                return $this->nodes[$this->stack[$i]]['parent'];
            }
        }
        return $table_part;
    }

    private function handle(array $token)
    {
        if ($this->text_element !== null) {
            if ($token['type'] === 'end') {
                $this->pop();
                $this->text_element = null;
            }
            return;
        }
        switch ($this->mode) {
            case 'table':
                return $this->in_table($token);
            case 'table-body':
                return $this->in_table_body($token);
            case 'row':
                return $this->in_row($token);
            case 'cell':
                return $this->in_cell($token);
            case 'caption':
                return $this->in_caption($token);
            case 'column-group':
                return $this->in_column_group($token);
            default:
                return $this->in_body($token);
        }
    }

    private function in_body(array $token)
    {
        if ($token['type'] === 'text') {
            $this->reconstruct_formatting();
            return;
        }
        if ($token['type'] === 'comment') {
            return;
        }
        $name = $token['name'];
        if ($token['type'] === 'start') {
            $this->start_in_body($name, $token);
        } else {
            $this->end_in_body($name, $token);
        }
    }

    private function start_in_body($name, array $token)
    {
        if (self::is($name, 'html body frameset head caption col colgroup frame tbody td tfoot th thead tr')) {
            return;
        }
        if (self::is($name, 'base basefont bgsound link meta')) {
            $this->insert($name, false);
            return;
        }
        if (self::is($name, 'style script noframes title')) {
            $this->insert($name, false); // open until its end tag: its text was taken by the tokenizer
            return;
        }
        if (self::is($name, self::CLOSES_P)) {
            $this->close_p_in_button_scope();
            $this->insert($name);
            return;
        }
        if (self::is($name, 'h1 h2 h3 h4 h5 h6')) {
            $this->close_p_in_button_scope();
            if (self::is($this->name($this->current_node()), 'h1 h2 h3 h4 h5 h6')) {
                $this->pop();
            }
            $this->insert($name);
            return;
        }
        if (self::is($name, 'pre listing')) {
            $this->close_p_in_button_scope();
            $this->insert($name);
            return;
        }
        if ($name === 'form') {
            if ($this->form !== null) {
                return; // the pointer stays set even when its form was closed by another end tag
            }
            $this->close_p_in_button_scope();
            $this->form = $this->insert($name);
            return;
        }
        if ($name === 'li' || $name === 'dd' || $name === 'dt') {
            $closes = $name === 'li' ? 'li' : 'dd dt';
            for ($i = count($this->stack) - 1; $i > 1; $i--) {
                $open = $this->name($this->stack[$i]);
                if (self::is($open, $closes)) {
                    $this->generate_implied_end_tags($open);
                    $this->pop_until($open);
                    break;
                }
                if (self::is($open, self::SPECIAL) && !self::is($open, 'address div p')) {
                    break;
                }
            }
            $this->close_p_in_button_scope();
            $this->insert($name);
            return;
        }
        if ($name === 'plaintext') {
            $this->close_p_in_button_scope();
            $this->insert($name, false);
            return;
        }
        if ($name === 'button') {
            if ($this->in_scope('button')) {
                $this->generate_implied_end_tags();
                $this->pop_until('button');
            }
            $this->reconstruct_formatting();
            $this->insert($name);
            return;
        }
        if ($name === 'a') {
            for ($i = count($this->formatting) - 1; $i >= 0 && $this->formatting[$i] !== null; $i--) {
                if ($this->name($this->formatting[$i]['node']) === 'a') {
                    $node = $this->formatting[$i]['node'];
                    $this->adoption_agency('a');
                    $entry = $this->formatting_index($node);
                    if ($entry !== null) {
                        array_splice($this->formatting, $entry, 1);
                    }
                    $position = array_search($node, $this->stack, true);
                    if ($position !== false) {
                        array_splice($this->stack, $position, 1);
                    }
                    break;
                }
            }
            $this->reconstruct_formatting();
            $this->push_formatting($this->insert($name), $token);
            return;
        }
        if ($name === 'nobr') {
            $this->reconstruct_formatting();
            if ($this->in_scope('nobr')) {
                $this->adoption_agency('nobr');
                $this->reconstruct_formatting();
            }
            $this->push_formatting($this->insert($name), $token);
            return;
        }
        if (self::is($name, self::FORMATTING)) {
            $this->reconstruct_formatting();
            $this->push_formatting($this->insert($name), $token);
            return;
        }
        if (self::is($name, 'applet marquee object')) {
            $this->reconstruct_formatting();
            $this->insert($name);
            $this->formatting[] = null;
            return;
        }
        if ($name === 'table') {
            $this->close_p_in_button_scope();
            $this->insert($name);
            $this->mode = 'table';
            return;
        }
        if ($name === 'hr') {
            $this->close_p_in_button_scope();
            if ($this->in_scope('select')) {
                $this->generate_implied_end_tags(); // an hr in a select's option closes the option
            }
            $this->insert($name, false);
            return;
        }
        if ($name === 'input') {
            if ($this->in_scope('select')) {
                $this->pop_until('select'); // a field closes the select it was typed in
            }
            $this->reconstruct_formatting();
            $this->insert($name, false);
            return;
        }
        if ($name === 'textarea') {
            $this->insert($name, false);
            return;
        }
        if (self::is($name, self::VOID) || $name === 'image') {
            $this->reconstruct_formatting();
            $this->insert($name === 'image' ? 'img' : $name, false);
            return;
        }
        if (self::is($name, 'xmp iframe noembed noscript')) {
            if ($name === 'xmp') {
                $this->close_p_in_button_scope();
                $this->reconstruct_formatting();
            }
            $this->insert($name, false);
            return;
        }
        if ($name === 'select') {
            if ($this->in_scope('select')) {
                $this->pop_until('select'); // a select in a select closes the first
                return;
            }
            $this->reconstruct_formatting();
            $this->insert($name);
            return;
        }
        if ($name === 'option' || $name === 'optgroup') {
            if ($this->in_scope('select')) {
                $this->generate_implied_end_tags($name === 'option' ? 'optgroup' : '');
            } elseif ($this->name($this->current_node()) === 'option') {
                $this->pop();
            }
            $this->reconstruct_formatting();
            $this->insert($name);
            return;
        }
        if (self::is($name, 'rb rtc')) {
            if ($this->in_scope('ruby')) {
                $this->generate_implied_end_tags();
            }
            $this->insert($name);
            return;
        }
        if (self::is($name, 'rp rt')) {
            if ($this->in_scope('ruby')) {
                $this->generate_implied_end_tags('rtc');
            }
            $this->insert($name);
            return;
        }
        $this->reconstruct_formatting();
        $this->insert($name);
    }

    private function end_in_body($name, array $token)
    {
        if (self::is($name, 'body html')) {
            return;
        }
        if (self::is($name, self::BLOCK_END)) {
            if ($this->in_scope($name)) {
                $this->generate_implied_end_tags();
                $this->pop_until($name);
            }
            return;
        }
        if ($name === 'form') {
            $node = $this->form;
            $this->form = null;
            if ($node === null || !$this->node_in_scope($node)) {
                return;
            }
            $this->generate_implied_end_tags();
            array_splice($this->stack, array_search($node, $this->stack, true), 1);
            return;
        }
        if ($name === 'p') {
            if (!$this->in_scope('p', 'button')) {
                $this->insert('p', false); // `</p>` alone is an empty paragraph
                return;
            }
            $this->close_p();
            return;
        }
        if ($name === 'li' || $name === 'dd' || $name === 'dt') {
            if ($name === 'li' ? $this->in_scope('li', 'ol ul') : $this->in_scope($name)) {
                $this->generate_implied_end_tags($name);
                $this->pop_until($name);
            }
            return;
        }
        if (self::is($name, 'h1 h2 h3 h4 h5 h6')) {
            if ($this->in_scope('h1 h2 h3 h4 h5 h6')) {
                $this->generate_implied_end_tags();
                $this->pop_until('h1 h2 h3 h4 h5 h6');
            }
            return;
        }
        if (self::is($name, self::FORMATTING)) {
            if ($this->adoption_agency($name)) {
                return;
            }
        } elseif (self::is($name, 'applet marquee object')) {
            if ($this->in_scope($name)) {
                $this->generate_implied_end_tags();
                $this->pop_until($name);
                $this->clear_formatting_to_marker();
            }
            return;
        }
        if ($name === 'select') {
            if ($this->in_scope('select')) {
                $this->pop_until('select'); // whatever is open inside it
            }
            return;
        }
        if ($name === 'br') {
            $this->reconstruct_formatting();
            $this->insert('br', false);
            return;
        }
        // any other end tag: the nearest open element of that name, unless a special one stands between
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            $open = $this->name($this->stack[$i]);
            if ($open === $name) {
                $this->generate_implied_end_tags($name);
                array_splice($this->stack, $i);
                return;
            }
            if (self::is($open, self::SPECIAL)) {
                return;
            }
        }
    }

    private function clear_back_to($names)
    {
        while (count($this->stack) > 2 && !self::is($this->name($this->current_node()), $names)) {
            $this->pop();
        }
    }

    /** Anything else in a table: the body's rules with foster parenting. */
    private function foster_in_body(array $token)
    {
        $this->foster = true;
        $this->in_body($token);
        $this->foster = false;
    }

    private function in_table(array $token)
    {
        if ($token['type'] === 'text') {
            // whitespace in a table part stays there; other text is fostered out before the table
            if (trim($token['text'], " \t\n\f\r") !== '' || !self::is($this->name($this->current_node()), self::TABLE_PARTS)) {
                $this->foster_in_body($token);
            }
            return;
        }
        if ($token['type'] === 'comment') {
            return;
        }
        $name = $token['name'];
        if ($token['type'] === 'start') {
            if ($name === 'caption') {
                $this->clear_back_to('table html');
                $this->formatting[] = null;
                $this->insert($name);
                $this->mode = 'caption';
            } elseif ($name === 'colgroup' || $name === 'col') {
                $this->clear_back_to('table html');
                $this->insert('colgroup');
                $this->mode = 'column-group';
                if ($name === 'col') {
                    $this->handle($token);
                }
            } elseif (self::is($name, 'tbody tfoot thead td th tr')) {
                $this->clear_back_to('table html');
                $this->insert(self::is($name, 'tbody tfoot thead') ? $name : 'tbody');
                $this->mode = 'table-body';
                if (!self::is($name, 'tbody tfoot thead')) {
                    $this->handle($token);
                }
            } elseif ($name === 'table') {
                if ($this->in_table_scope('table')) {
                    $this->pop_until('table');
                    $this->reset_mode();
                    $this->handle($token);
                }
            } elseif (self::is($name, 'style script')) {
                $this->insert($name, false);
            } elseif ($name === 'input' && strtolower(shop_elements_decode_attribute($token['attributes']['type'] ?? '')) === 'hidden') {
                $this->insert($name, false);
            } elseif ($name === 'form') {
                if ($this->form === null) {
                    $this->form = $this->insert($name, false); // an empty form: its fields are fostered out
                }
            } else {
                $this->foster_in_body($token);
            }
            return;
        }
        if ($name === 'table') {
            if ($this->in_table_scope('table')) {
                $this->pop_until('table');
                $this->reset_mode();
            }
        } elseif (!self::is($name, 'body caption col colgroup html tbody td tfoot th thead tr')) {
            $this->foster_in_body($token);
        }
    }

    private function in_table_body(array $token)
    {
        $name = $token['name'] ?? '';
        if ($token['type'] === 'start' && $name === 'tr') {
            $this->clear_back_to('tbody tfoot thead html');
            $this->insert($name);
            $this->mode = 'row';
        } elseif ($token['type'] === 'start' && ($name === 'th' || $name === 'td')) {
            $this->clear_back_to('tbody tfoot thead html');
            $this->insert('tr');
            $this->mode = 'row';
            $this->handle($token);
        } elseif ($token['type'] === 'end' && self::is($name, 'tbody tfoot thead')) {
            if ($this->in_table_scope($name)) {
                $this->clear_back_to('tbody tfoot thead html');
                $this->pop();
                $this->mode = 'table';
            }
        } elseif (($token['type'] === 'start' && self::is($name, 'caption col colgroup tbody tfoot thead'))
            || ($token['type'] === 'end' && $name === 'table')) {
            if ($this->in_table_scope('tbody thead tfoot')) {
                $this->clear_back_to('tbody tfoot thead html');
                $this->pop();
                $this->mode = 'table';
                $this->handle($token);
            }
        } elseif ($token['type'] === 'end' && self::is($name, 'body caption col colgroup html td th tr')) {
            return;
        } else {
            $this->in_table($token);
        }
    }

    private function in_row(array $token)
    {
        $name = $token['name'] ?? '';
        if ($token['type'] === 'start' && ($name === 'th' || $name === 'td')) {
            $this->clear_back_to('tr html');
            $this->insert($name);
            $this->mode = 'cell';
            $this->formatting[] = null;
        } elseif ($token['type'] === 'end' && $name === 'tr') {
            if ($this->in_table_scope('tr')) {
                $this->clear_back_to('tr html');
                $this->pop();
                $this->mode = 'table-body';
            }
        } elseif (($token['type'] === 'start' && self::is($name, 'caption col colgroup tbody tfoot thead tr'))
            || ($token['type'] === 'end' && $name === 'table')) {
            if ($this->in_table_scope('tr')) {
                $this->clear_back_to('tr html');
                $this->pop();
                $this->mode = 'table-body';
                $this->handle($token);
            }
        } elseif ($token['type'] === 'end' && self::is($name, 'tbody tfoot thead')) {
            if ($this->in_table_scope($name) && $this->in_table_scope('tr')) {
                $this->clear_back_to('tr html');
                $this->pop();
                $this->mode = 'table-body';
                $this->handle($token);
            }
        } elseif ($token['type'] === 'end' && self::is($name, 'body caption col colgroup html td th')) {
            return;
        } else {
            $this->in_table($token);
        }
    }

    private function close_cell()
    {
        $this->generate_implied_end_tags();
        $this->pop_until('td th');
        $this->clear_formatting_to_marker();
        $this->mode = 'row';
    }

    private function in_cell(array $token)
    {
        $name = $token['name'] ?? '';
        if ($token['type'] === 'end' && ($name === 'td' || $name === 'th')) {
            if ($this->in_table_scope($name)) {
                $this->close_cell();
            }
        } elseif ($token['type'] === 'start' && self::is($name, 'caption col colgroup tbody td tfoot th thead tr')) {
            if ($this->in_table_scope('td th')) {
                $this->close_cell();
                $this->handle($token);
            }
        } elseif ($token['type'] === 'end' && self::is($name, 'body caption col colgroup html')) {
            return;
        } elseif ($token['type'] === 'end' && self::is($name, 'table tbody tfoot thead tr')) {
            if ($this->in_table_scope($name)) {
                $this->close_cell();
                $this->handle($token);
            }
        } else {
            $this->in_body($token);
        }
    }

    private function in_caption(array $token)
    {
        $name = $token['name'] ?? '';
        if ($token['type'] === 'end' && $name === 'caption') {
            if ($this->in_table_scope('caption')) {
                $this->generate_implied_end_tags();
                $this->pop_until('caption');
                $this->clear_formatting_to_marker();
                $this->mode = 'table';
            }
        } elseif (($token['type'] === 'start' && self::is($name, 'caption col colgroup tbody td tfoot th thead tr'))
            || ($token['type'] === 'end' && $name === 'table')) {
            if ($this->in_table_scope('caption')) {
                $this->generate_implied_end_tags();
                $this->pop_until('caption');
                $this->clear_formatting_to_marker();
                $this->mode = 'table';
                $this->handle($token);
            }
        } elseif ($token['type'] === 'end' && self::is($name, 'body col colgroup html tbody td tfoot th thead tr')) {
            return;
        } else {
            $this->in_body($token);
        }
    }

    private function in_column_group(array $token)
    {
        $name = $token['name'] ?? '';
        if ($token['type'] === 'comment' || ($token['type'] === 'text' && trim($token['text'], " \t\n\f\r") === '')) {
            return;
        }
        if ($token['type'] === 'start' && $name === 'col') {
            $this->insert($name, false);
        } elseif ($token['type'] === 'end' && $name === 'colgroup') {
            if ($this->name($this->current_node()) === 'colgroup') {
                $this->pop();
                $this->mode = 'table';
            }
        } elseif ($token['type'] === 'end' && $name === 'col') {
            return;
        } elseif ($this->name($this->current_node()) === 'colgroup') {
            $this->pop();
            $this->mode = 'table';
            $this->handle($token);
        }
    }

    /** The insertion mode the open elements imply, after a table ended. */
    private function reset_mode()
    {
        for ($i = count($this->stack) - 1; $i > 1; $i--) {
            $name = $this->name($this->stack[$i]);
            $modes = array(
                'td' => 'cell', 'th' => 'cell', 'tr' => 'row', 'tbody' => 'table-body', 'thead' => 'table-body',
                'tfoot' => 'table-body', 'caption' => 'caption', 'colgroup' => 'column-group', 'table' => 'table',
            );
            if (isset($modes[$name])) {
                $this->mode = $modes[$name];
                return;
            }
        }
        $this->mode = 'body';
    }
}

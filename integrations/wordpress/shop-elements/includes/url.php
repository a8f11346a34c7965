<?php
/**
 * URLs as a browser reads them (the WHATWG URL Standard's parser, for the http(s) URLs the plugin keeps), so that
 * "on this site" means what it means to the visitor's browser: `https:\\host`, `https:/\host`, `http:host` on an
 * https site, tabs and newlines inside the scheme are all another host to a browser, and are to this file. The
 * plugin keeps only the serialisation it checked, never the text it was given (SECURITY.md, "One URL rule").
 *
 * Nothing here calls WordPress, so the WordPress lane runs it with PHP alone against Chromium's own parser
 * (test/wordpress/url-rule.spec.ts).
 */

defined('ABSPATH') || exit;

/** The schemes whose URLs have a host and whose `\` is a `/`, with their default ports. */
const SHOP_ELEMENTS_SPECIAL_SCHEMES = array('http' => 80, 'https' => 443, 'ws' => 80, 'wss' => 443, 'ftp' => 21, 'file' => null);

/**
 * An attribute's value as a browser decodes it: character references with or without the semicolon
 * (`&#x61`, `&colon;`), the legacy named ones without it only where no letter, digit or `=` follows.
 */
function shop_elements_decode_attribute($value)
{
    return preg_replace_callback(
        '/&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*;?))/',
        function ($found) {
            if ($found[1] !== '') {
                $digits = ltrim($found[1], '0');
                return shop_elements_code_point(strlen($digits) > 6 ? 0x110000 : (int) hexdec($digits === '' ? '0' : $digits));
            }
            if (isset($found[2]) && $found[2] !== '') {
                $digits = ltrim($found[2], '0');
                return shop_elements_code_point(strlen($digits) > 7 ? 0x110000 : (int) $digits);
            }
            return shop_elements_named_reference($found[3], $found[0]);
        },
        (string) $value
    );
}

/** A numeric character reference's character, with the replacements the HTML standard makes. */
function shop_elements_code_point($code)
{
    // windows-1252's characters for 0x80–0x9F, as the HTML standard's table maps them
    static $c1 = array(
        0x80 => 0x20AC, 0x82 => 0x201A, 0x83 => 0x0192, 0x84 => 0x201E, 0x85 => 0x2026, 0x86 => 0x2020,
        0x87 => 0x2021, 0x88 => 0x02C6, 0x89 => 0x2030, 0x8A => 0x0160, 0x8B => 0x2039, 0x8C => 0x0152,
        0x8E => 0x017D, 0x91 => 0x2018, 0x92 => 0x2019, 0x93 => 0x201C, 0x94 => 0x201D, 0x95 => 0x2022,
        0x96 => 0x2013, 0x97 => 0x2014, 0x98 => 0x02DC, 0x99 => 0x2122, 0x9A => 0x0161, 0x9B => 0x203A,
        0x9C => 0x0153, 0x9E => 0x017E, 0x9F => 0x0178,
    );
    if ($code === 0 || $code > 0x10FFFF || ($code >= 0xD800 && $code <= 0xDFFF)) {
        $code = 0xFFFD;
    } elseif (isset($c1[$code])) {
        $code = $c1[$code];
    }
    // UTF-8 by hand: mbstring is not on every WordPress host
    if ($code < 0x80) {
        return chr($code);
    }
    if ($code < 0x800) {
        return chr(0xC0 | $code >> 6) . chr(0x80 | $code & 0x3F);
    }
    if ($code < 0x10000) {
        return chr(0xE0 | $code >> 12) . chr(0x80 | $code >> 6 & 0x3F) . chr(0x80 | $code & 0x3F);
    }
    return chr(0xF0 | $code >> 18) . chr(0x80 | $code >> 12 & 0x3F) . chr(0x80 | $code >> 6 & 0x3F) . chr(0x80 | $code & 0x3F);
}

/** The character of `&name;` in HTML5's table, or null. */
function shop_elements_named_character($name)
{
    $reference = '&' . $name . ';';
    $char = html_entity_decode($reference, ENT_QUOTES | ENT_HTML5, 'UTF-8');
    return $char === $reference ? null : $char;
}

/**
 * A named reference (`amp;`, `ampx`): with its semicolon any name of HTML5's table; without it only a legacy name
 * at its start, and in an attribute not when a letter, digit or `=` follows it.
 */
function shop_elements_named_reference($text, $whole)
{
    if (substr($text, -1) === ';') {
        $char = shop_elements_named_character(substr($text, 0, -1));
        if ($char !== null) {
            return $char;
        }
    }
    for ($length = min(strlen($text), 6); $length >= 2; $length--) {
        $prefix = substr($text, 0, $length);
        if (in_array($prefix, shop_elements_legacy_references(), true)) {
            $next = substr($text, $length, 1);
            if ($next !== '' && preg_match('/[A-Za-z0-9=]/', $next)) {
                return $whole; // "&ampx" in an attribute stays as written
            }
            return shop_elements_named_character($prefix) . substr($text, $length);
        }
    }
    return $whole;
}

/** The named references a browser decodes without their semicolon. */
function shop_elements_legacy_references()
{
    return array(
        'AElig', 'AMP', 'Aacute', 'Acirc', 'Agrave', 'Aring', 'Atilde', 'Auml', 'COPY', 'Ccedil', 'ETH', 'Eacute',
        'Ecirc', 'Egrave', 'Euml', 'GT', 'Iacute', 'Icirc', 'Igrave', 'Iuml', 'LT', 'Ntilde', 'Oacute', 'Ocirc',
        'Ograve', 'Oslash', 'Otilde', 'Ouml', 'QUOT', 'REG', 'THORN', 'Uacute', 'Ucirc', 'Ugrave', 'Uuml', 'Yacute',
        'aacute', 'acirc', 'acute', 'aelig', 'agrave', 'amp', 'aring', 'atilde', 'auml', 'brvbar', 'ccedil',
        'cedil', 'cent', 'copy', 'curren', 'deg', 'divide', 'eacute', 'ecirc', 'egrave', 'eth', 'euml', 'frac12',
        'frac14', 'frac34', 'gt', 'iacute', 'icirc', 'iexcl', 'igrave', 'iquest', 'iuml', 'laquo', 'lt', 'macr',
        'micro', 'middot', 'nbsp', 'not', 'ntilde', 'oacute', 'ocirc', 'ograve', 'ordf', 'ordm', 'oslash', 'otilde',
        'ouml', 'para', 'plusmn', 'pound', 'quot', 'raquo', 'reg', 'sect', 'shy', 'sup1', 'sup2', 'sup3', 'szlig',
        'thorn', 'times', 'uacute', 'ucirc', 'ugrave', 'uml', 'uuml', 'yacute', 'yen', 'yuml',
    );
}

/**
 * Parses `$input` against `$base` (a parsed URL, or null) as a browser does. Answers the URL's parts (`scheme`,
 * `host`, `port`, `path`, `query`, `fragment`, `credentials`) and its serialisation `href`, or for a scheme
 * without a host (`javascript:`, `mailto:`) only `scheme`; null when a browser would fail to parse it.
 */
function shop_elements_parse_url($input, $base = null)
{
    // leading and trailing C0 controls and spaces go; tabs and newlines go wherever they are
    $input = str_replace(array("\t", "\n", "\r"), '', preg_replace('/^[\x00-\x20]+|[\x00-\x20]+$/', '', (string) $input));
    $url = array('scheme' => '', 'credentials' => false, 'host' => null, 'port' => null, 'path' => array(), 'query' => null, 'fragment' => null);
    if (preg_match('/^([A-Za-z][A-Za-z0-9+.\-]*):/', $input, $found)) {
        $url['scheme'] = strtolower($found[1]);
        $rest = (string) substr($input, strlen($found[0]));
        if (!array_key_exists($url['scheme'], SHOP_ELEMENTS_SPECIAL_SCHEMES) || $url['scheme'] === 'file') {
            return array('scheme' => $url['scheme']); // no host a link of the site could have
        }
        if ($base === null || !isset($base['href']) || $base['scheme'] !== $url['scheme'] || strncmp($rest, '//', 2) === 0) {
            return shop_elements_parse_authority(ltrim($rest, '/\\'), $url);
        }
        return shop_elements_parse_relative($rest, $url, $base); // `https:x` on an https page is a path of it
    }
    if ($base === null || !isset($base['href'])) {
        return null;
    }
    $url['scheme'] = $base['scheme'];
    return shop_elements_parse_relative($input, $url, $base);
}

/** The relative state: what is left after the scheme, against the base. */
function shop_elements_parse_relative($rest, array $url, array $base)
{
    $first = substr($rest, 0, 1);
    if ($first === '/' || $first === '\\') {
        $second = substr($rest, 1, 1);
        if ($second === '/' || $second === '\\') {
            return shop_elements_parse_authority(ltrim($rest, '/\\'), $url);
        }
        $url = array_merge($url, array('credentials' => $base['credentials'], 'host' => $base['host'], 'port' => $base['port']));
        return shop_elements_parse_path($rest, $url);
    }
    $url = array_merge($url, array(
        'credentials' => $base['credentials'],
        'host' => $base['host'],
        'port' => $base['port'],
        'path' => $base['path'],
        'query' => $base['query'],
    ));
    if ($rest === '') {
        return shop_elements_serialise_url($url);
    }
    if ($first === '?' || $first === '#') {
        return shop_elements_parse_path($rest, $url, true);
    }
    array_pop($url['path']);
    $url['query'] = null;
    return shop_elements_parse_path($rest, $url, true);
}

/** The authority: credentials (refused by the callers), the host and the port, then the path. */
function shop_elements_parse_authority($rest, array $url)
{
    $end = strcspn($rest, '/\\?#');
    $authority = substr($rest, 0, $end);
    $at = strrpos($authority, '@');
    if ($at !== false) {
        $url['credentials'] = true;
        $authority = substr($authority, $at + 1);
    }
    if (preg_match('/^(\[[^\]]*\]|[^:]*)(?::(.*))?$/s', $authority, $parts) !== 1) {
        return null;
    }
    $host = shop_elements_parse_host($parts[1]);
    if ($host === null) {
        return null;
    }
    $url['host'] = $host;
    if (isset($parts[2]) && $parts[2] !== '') {
        if (!preg_match('/^[0-9]+$/', $parts[2]) || (int) ltrim($parts[2], '0') > 65535 || strlen(ltrim($parts[2], '0')) > 5) {
            return null;
        }
        $port = (int) $parts[2];
        $url['port'] = $port === SHOP_ELEMENTS_SPECIAL_SCHEMES[$url['scheme']] ? null : $port;
    }
    return shop_elements_parse_path((string) substr($rest, $end), $url);
}

/**
 * A host of a special URL: percent-decoded, lower case, IPv4 in any of the forms a browser reads (`0x7f.1`,
 * `2130706433`) written as four numbers, IPv6 compressed; null for what a browser refuses. A name that is not
 * ASCII needs IDNA (PHP's intl): without it, such a host is refused rather than guessed.
 */
function shop_elements_parse_host($text)
{
    if ($text === '') {
        return null;
    }
    if ($text[0] === '[') {
        $inner = substr($text, 1, -1);
        if (substr($text, -1) !== ']' || filter_var($inner, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6) === false) {
            return null;
        }
        return '[' . shop_elements_ipv6(inet_pton($inner)) . ']';
    }
    $host = rawurldecode($text);
    if (preg_match('/[^\x00-\x7f]/', $host)) {
        if (!function_exists('idn_to_ascii')) {
            return null;
        }
        $host = idn_to_ascii($host, IDNA_NONTRANSITIONAL_TO_ASCII | IDNA_CHECK_BIDI | IDNA_CHECK_CONTEXTJ, INTL_IDNA_VARIANT_UTS46);
        if ($host === false) {
            return null;
        }
    }
    $host = strtolower($host);
    if (preg_match('~[\x00-\x20#/:<>?@\[\\\\\]^|%\x7f]~', $host)) {
        return null; // a forbidden domain code point
    }
    $labels = explode('.', $host);
    if (end($labels) === '' && count($labels) > 1) {
        array_pop($labels);
    }
    $last = end($labels);
    if (preg_match('/^[0-9]+$/', $last) || preg_match('/^0[xX][0-9a-fA-F]*$/', $last)) {
        return shop_elements_ipv4($host);
    }
    return $host;
}

/** The IPv4 parser: up to four numbers, each decimal, octal (0…) or hex (0x…), the last one filling the rest. */
function shop_elements_ipv4($host)
{
    $parts = explode('.', $host);
    if (end($parts) === '' && count($parts) > 1) {
        array_pop($parts);
    }
    if (count($parts) > 4) {
        return null;
    }
    $numbers = array();
    foreach ($parts as $part) {
        if (preg_match('/^0[xX]([0-9a-fA-F]*)$/', $part, $hex)) {
            $digits = ltrim($hex[1], '0');
            $numbers[] = strlen($digits) > 8 ? INF : ($digits === '' ? 0 : hexdec($digits));
        } elseif (preg_match('/^0([0-7]+)$/', $part, $octal)) {
            $digits = ltrim($octal[1], '0');
            $numbers[] = strlen($digits) > 11 ? INF : ($digits === '' ? 0 : octdec($digits));
        } elseif (preg_match('/^(0|[1-9][0-9]*)$/', $part)) {
            $numbers[] = strlen($part) > 10 ? INF : (float) $part;
        } else {
            return null;
        }
    }
    $last = array_pop($numbers);
    foreach ($numbers as $number) {
        if ($number > 255) {
            return null;
        }
    }
    if ($last >= pow(256, 5 - count($parts))) {
        return null;
    }
    $address = $last;
    foreach ($numbers as $i => $number) {
        $address += $number * pow(256, 3 - $i);
    }
    return long2ip((int) $address);
}

/** An IPv6 address (16 bytes) as the URL Standard writes it: the first longest run of zeros compressed. */
function shop_elements_ipv6($bytes)
{
    $pieces = array_values(unpack('n8', $bytes));
    $best = -1;
    $length = 1;
    for ($i = 0; $i < 8; $i++) {
        $run = 0;
        while ($i + $run < 8 && $pieces[$i + $run] === 0) {
            $run++;
        }
        if ($run > $length) {
            $best = $i;
            $length = $run;
        }
    }
    $out = '';
    for ($i = 0; $i < 8; $i++) {
        if ($i === $best) {
            $out .= $i === 0 ? '::' : ':';
            $i += $length - 1;
            continue;
        }
        $out .= dechex($pieces[$i]) . ($i < 7 ? ':' : '');
    }
    return $out;
}

/**
 * The path, query and fragment after the authority (or of a relative URL): `\` is `/`, `.` and `..` segments
 * resolve, and each part is percent-encoded as its set says. `$relative` when the path continues the base's.
 */
function shop_elements_parse_path($rest, array $url, $relative = false)
{
    $hash = strpos($rest, '#');
    if ($hash !== false) {
        $url['fragment'] = shop_elements_percent_encode(substr($rest, $hash + 1), '" <>`');
        $rest = substr($rest, 0, $hash);
    }
    $mark = strpos($rest, '?');
    if ($mark !== false) {
        $url['query'] = shop_elements_percent_encode(substr($rest, $mark + 1), "\" #<>'");
        $rest = substr($rest, 0, $mark);
    }
    if ($rest === '') {
        return shop_elements_serialise_url($url);
    }
    if (!$relative || $rest[0] === '/' || $rest[0] === '\\') {
        $url['path'] = array();
        $rest = ltrim(substr($rest, 0, 1), '/\\') . substr($rest, 1);
    }
    $segments = preg_split('~[/\\\\]~', $rest);
    $count = count($segments);
    foreach ($segments as $i => $segment) {
        $more = $i < $count - 1;
        $lower = strtolower($segment);
        if (in_array($lower, array('..', '.%2e', '%2e.', '%2e%2e'), true)) {
            array_pop($url['path']);
            if (!$more) {
                $url['path'][] = '';
            }
        } elseif ($lower === '.' || $lower === '%2e') {
            if (!$more) {
                $url['path'][] = '';
            }
        } else {
            $url['path'][] = shop_elements_percent_encode($segment, "\" #<>?`{}^");
        }
    }
    return shop_elements_serialise_url($url);
}

/** Percent-encodes C0 controls, what is above `~` (as UTF-8 bytes) and the set's own characters. */
function shop_elements_percent_encode($text, $set)
{
    return preg_replace_callback(
        '/[\x00-\x1f\x7f-\xff' . preg_quote($set, '/') . ']/',
        function ($byte) {
            return '%' . strtoupper(bin2hex($byte[0]));
        },
        $text
    );
}

/** Adds `href` (the URL as a browser writes it) and `origin`. */
function shop_elements_serialise_url(array $url)
{
    $authority = $url['host'] . ($url['port'] !== null ? ':' . $url['port'] : '');
    $url['origin'] = $url['scheme'] . '://' . $authority;
    $url['href'] = $url['origin'] . '/' . implode('/', $url['path'])
        . ($url['query'] !== null ? '?' . $url['query'] : '')
        . ($url['fragment'] !== null ? '#' . $url['fragment'] : '');
    return $url;
}

/**
 * A link as the plugin keeps it, checked against the site (`$site`: the home page, parsed): null unless a
 * browser reads it as an http(s) URL without credentials, and with `$local` only on the site's own origin.
 * `$html`: the text is an attribute's, whose character references the browser decodes first. Answers what is
 * written in its place: a path (`/checkout/?a#b`) for what was written as a path, else the whole serialisation;
 * never the text it was given.
 */
function shop_elements_checked_url($text, array $site, $local = false, $html = true)
{
    $text = $html ? shop_elements_decode_attribute($text) : (string) $text;
    if (trim($text, "\x00..\x20") === '') {
        return null; // an empty link is no link (to a browser, the page itself)
    }
    $url = shop_elements_parse_url($text, $site);
    if ($url === null || !in_array($url['scheme'], array('http', 'https'), true) || !isset($url['href']) || $url['credentials']) {
        return null;
    }
    if ($local && $url['origin'] !== $site['origin']) {
        return null;
    }
    $path = substr($url['href'], strlen($url['origin']));
    $written = str_replace(array("\t", "\n", "\r"), '', ltrim($text, "\x00..\x20"));
    // a path of the site stays one (a site in a folder maps it: docs/site-links.md); '//' would be another host
    $as_path = $url['origin'] === $site['origin'] && preg_match('~^/(?![/\\\\])~', $written) === 1;
    return $as_path && strncmp($path, '//', 2) !== 0 ? $path : $url['href'];
}

/**
 * Generated URL texts for the one URL rule (SECURITY.md, "One URL rule"): every combination of scheme spelling,
 * slashes and backslashes, whitespace, host forms and paths that a browser reads one way and a naive check
 * another, and the same with character references as an author types them into an attribute. The browser's own
 * parser says what each one is; the tests compare the plugin's PHP and the elements' rules with it.
 */

/** A site the cases are made for: its page URL and its host as written (with a port when it has one). */
export interface CaseSite {
  base: string;
  host: string;
}

export const CASE_SITES: CaseSite[] = [
  { base: 'https://shop.example/', host: 'shop.example' },
  { base: 'http://shop.example/blog/', host: 'shop.example' },
  { base: 'http://127.0.0.1:8080/', host: '127.0.0.1:8080' },
];

const SCHEMES = [
  '',
  'https:',
  'http:',
  'HTTPS:',
  'hTtP:',
  'ftp:',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'ht\ntps:',
  'mailto:',
  'data:text/html,',
  'file:',
];
const SLASHES = ['', '/', '//', '///', '\\', '\\\\', '/\\', '\\/', '/\t/', '\t//', '/\n\\', '//\\\\'];
const PATHS = ['', '/c', '/a/../b', '/./c', '?q=1', '#f', '/%2e%2E/x', '/\\evil.example'];

/** Host forms: another host in several spellings, this site's host in several, numbers for a numeric site. */
function hosts(site: CaseSite): string[] {
  const [name, port = ''] = site.host.split(':');
  const withPort = (host: string) => (port ? `${host}:${port}` : host);
  const forms = [
    'evil.example',
    'EVIL.Example',
    'evil.example:443',
    '%65vil.example',
    'evil%2eexample',
    site.host,
    site.host.toUpperCase(),
    withPort(`${name}.`),
    `${site.host}:`,
    `${name}:80`,
    `${name}:443`,
    `${name}:8081`,
    `user@${site.host}`,
    `${site.host}@evil.example`,
    `evil.example@${site.host}`,
    `${site.host}\\@evil.example`,
    `${site.host}%40evil.example`,
    '[::1]',
    '',
  ];
  if (/^\d/.test(name!))
    forms.push(
      withPort('0x7f.0.0.1'),
      withPort('2130706433'),
      withPort('127.1'),
      withPort('0177.0.0.1'),
      withPort('0x7f.1'),
      withPort('127.0.0.0x1'),
      withPort('127.0.0.256'),
    );
  return forms;
}

/** Relative texts: what a path, a query or a fragment of the page becomes. */
const RELATIVE = [
  'c',
  './c',
  '../c',
  '?q',
  '#f',
  '/',
  '.',
  '..',
  'c:d',
  ' /c',
  '\t/c',
  '/c ',
  '\u00a0/c',
  ' ',
];

/** Texts as an attribute holds them, with no character references. */
export function urlTexts(site: CaseSite): string[] {
  const texts = new Set<string>(RELATIVE);
  for (const scheme of SCHEMES)
    for (const slashes of SLASHES) for (const host of hosts(site)) texts.add(`${scheme}${slashes}${host}/c`);
  for (const scheme of ['', 'https:', 'http:'])
    for (const slashes of SLASHES)
      for (const host of ['evil.example', site.host])
        for (const path of PATHS) texts.add(`${scheme}${slashes}${host}${path}`);
  for (const text of [...texts].slice(0, 40)) {
    texts.add(` ${text}`);
    texts.add(`\n${text} `);
  }
  return [...texts];
}

/** Character references a browser decodes in an attribute, each for one character. */
const REFERENCES: [string, string[]][] = [
  [':', ['&#x3a;', '&colon;', '&#58', '&#X3A']],
  ['/', ['&sol;', '&#x2f;', '&#47', '&#x2F']],
  ['\\', ['&bsol;', '&#92;', '&#x5c']],
  ['a', ['&#x61;', '&#97']],
  ['\t', ['&Tab;', '&#9;']],
  ['h', ['&#104;', '&#x68']],
];

/** The same texts as an author may type them: one character at a time written as a character reference. */
export function encodedUrlTexts(site: CaseSite): string[] {
  const bases = [
    'https://evil.example/c',
    'https:\\\\evil.example/c',
    'https:/\\evil.example/c',
    'http:evil.example/c',
    'https:evil.example/c',
    '//evil.example/c',
    `https://${site.host}/c`,
    `/c`,
    'javascript:alert(1)',
  ];
  const texts = new Set<string>();
  for (const base of bases)
    for (const [char, references] of REFERENCES)
      for (const reference of references) {
        if (base.includes(char)) {
          texts.add(base.replace(char, reference));
          texts.add(base.split(char).join(reference));
        }
        // a tab or a newline written into the scheme or the slashes
        if (char === '\t') texts.add(base.replace('//', `/${reference}/`).replace('ps:', `p${reference}s:`));
      }
  texts.add('&#32;https://evil.example/c');
  texts.add('&nbsp;https://evil.example/c');
  texts.add('jav&#x09;ascript:alert(1)');
  texts.add('&amp;#x2f;&amp;#x2f;evil.example');
  texts.add('/&amp;#x2f;&amp;#x2f;evil.example');
  texts.add('/&#x2f;&#x2f;evil.example');
  texts.add('https&#x3a//evil.example/c');
  texts.add('https:&#x2f;&#x2F;evil.example/c');
  return [...texts];
}

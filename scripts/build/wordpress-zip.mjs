import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * dist/shop-elements-wordpress.zip: the WordPress plugin (integrations/wordpress/shop-elements/) with the files a
 * page needs from dist/ inside it, tags.json (each tag's attributes and their kinds, for what an author may
 * write: includes/author-markup.php) and forms.json (the enquiry forms' fields), so it installs through
 * Plugins → Add New → Upload Plugin. A plain zip written here (deflate + CRC-32 from node:zlib): nothing to
 * install on a CI machine.
 */
const PLUGIN = 'integrations/wordpress/shop-elements';
/** What a page loads, and what the plugin reads; the rest of dist/ (types, checker, OpenAPI) is not for a site. */
const DIST_FILES = /^(shop-elements\.js|shop-elements\.css|preload\.json|chunks\/.*|assets\/.*)$/;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

/** An attribute that holds a link: `checkout-url`, `product-image`. */
const LINK = /(^|-)(url|href|src|image)$/;

/** The kind of a documented attribute, as the plugin checks an author's value: url, boolean, number or text. */
function attributeKind(attribute) {
  if (LINK.test(attribute.name)) return 'url';
  const type = attribute.type?.text;
  return type === 'boolean' || type === 'number' ? type : 'text';
}

/**
 * Each tag of the manifest with its attributes and their kinds.
 * @param {import('./manifest/analyze.mjs').Manifest} manifest
 * @returns {Record<string, Record<string, 'url' | 'boolean' | 'number' | 'text'>>}
 */
export function tagsOfManifest(manifest) {
  const tags = {};
  for (const module of manifest.modules ?? [])
    for (const declaration of module.declarations ?? [])
      if (declaration.tagName)
        tags[declaration.tagName] = Object.fromEntries(
          (declaration.attributes ?? []).map((attribute) => [attribute.name, attributeKind(attribute)]),
        );
  return tags;
}

/**
 * A zip archive of [name, bytes] entries, deflated; one fixed date so a build gives the same bytes.
 * @param {[string, Buffer][]} entries
 * @returns {Buffer}
 */
export function zip(entries) {
  const locals = [];
  const central = [];
  let offset = 0;
  const time = 0; // 00:00:00
  const date = ((2024 - 1980) << 9) | (1 << 5) | 1; // 2024-01-01
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const stored = packed.length >= data.length;
    const body = stored ? data : packed;
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(stored ? 0 : 8, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    locals.push(header, nameBytes, body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(stored ? 0 : 8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Writes dist/shop-elements-wordpress.zip, with `forms` (scripts/build/wordpress-forms.ts) as forms.json; answers
 * its path.
 * @param {string} root
 * @param {unknown} forms
 * @returns {string}
 */
export function packWordPressPlugin(root, forms) {
  const pluginDir = join(root, PLUGIN);
  const distDir = join(root, 'dist');
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const main = readFileSync(join(pluginDir, 'shop-elements.php'), 'utf8');
  const header = /^\s*\*\s*Version:\s*(\S+)/m.exec(main)?.[1];
  if (header !== version || !main.includes(`'SHOP_ELEMENTS_VERSION', '${version}'`))
    throw new Error(
      `${PLUGIN}/shop-elements.php: Version and SHOP_ELEMENTS_VERSION must be ${version} (package.json)`,
    );
  const entries = [];
  for (const path of filesUnder(pluginDir)) {
    const name = relative(pluginDir, path).split(sep).join('/');
    if (name.startsWith('dist/')) continue; // a local copy; the build's dist/ goes in below
    entries.push([`shop-elements/${name}`, readFileSync(path)]);
  }
  for (const path of filesUnder(distDir)) {
    const name = relative(distDir, path).split(sep).join('/');
    if (DIST_FILES.test(name) && statSync(path).size > 0)
      entries.push([`shop-elements/dist/${name}`, readFileSync(path)]);
  }
  const manifest = JSON.parse(readFileSync(join(distDir, 'custom-elements.json'), 'utf8'));
  entries.push([
    'shop-elements/tags.json',
    Buffer.from(`${JSON.stringify(tagsOfManifest(manifest), null, 1)}\n`),
  ]);
  // every enquiry form's fields as the store asks for them: what [shop_form type=…] writes (shortcodes.php)
  entries.push(['shop-elements/forms.json', Buffer.from(`${JSON.stringify(forms, null, 1)}\n`)]);
  const out = join(distDir, 'shop-elements-wordpress.zip');
  writeFileSync(out, zip(entries));
  return out;
}

/**
 * What a user without unfiltered_html may write (integrations/…/author-markup.json).
 * @typedef {object} AuthorMarkup
 * @property {string[]} global the global attributes
 * @property {string[]} formElements the elements that take an author's form
 * @property {Record<string, string[]>} fields each form field's attributes
 */

/**
 * integrations/…/author-markup.json: the global attributes, the elements that take forms, the fields.
 * @param {string} root
 * @returns {AuthorMarkup}
 */
export function readAuthorMarkup(root) {
  return JSON.parse(readFileSync(join(root, PLUGIN, 'author-markup.json'), 'utf8'));
}

/**
 * SECURITY.md's list of what an Author or a Contributor may write, from the one list the plugin reads (the
 * manifest's tags and author-markup.json), so the docs cannot drift from the plugin.
 * @param {import('./manifest/analyze.mjs').Manifest} manifest
 * @param {AuthorMarkup} rules
 * @returns {string}
 */
export function authorMarkupMarkdown(manifest, rules) {
  const code = (names) => names.map((name) => `\`${name}\``).join(', ');
  const tags = tagsOfManifest(manifest);
  const kinds = { url: ' (a link)', style: '', boolean: '', number: '', text: '' };
  const rows = Object.entries(tags).map(([tag, attributes]) => {
    const names = Object.entries(attributes).map(([name, kind]) => `\`${name}\`${kinds[kind]}`);
    return `| \`<${tag}>\` | ${names.join(', ') || '—'} |`;
  });
  const fields = Object.entries(rules.fields).map(
    ([field, attributes]) => `| \`<${field}>\` | ${code(attributes) || '—'} |`,
  );
  return [
    `Every tag also takes the global attributes ${code(rules.global)}.`,
    "`style` only as WordPress's `safecss_filter_attr()` keeps it, without `url()`; a link only when a browser reads",
    'it as http(s) or a path of this site, and written as it was checked.',
    '',
    '| tag | its own attributes |',
    '| --- | --- |',
    ...rows,
    '',
    `Form fields only where a browser puts them inside ${code(rules.formElements.map((tag) => `<${tag}>`))}, a`,
    "password field only inside `<shop-form>`. Elsewhere WordPress's own rules hold. They take the global",
    "attributes and these; a form's `action` only on this site:",
    '',
    '| field | attributes |',
    '| --- | --- |',
    ...fields,
  ].join('\n');
}

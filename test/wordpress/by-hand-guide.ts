import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/cms/wordpress.md § 2 ("By hand"), followed literally: the plugin file of § 2.1 as printed, with the
 * guide's placeholders filled in as a site owner fills them (the store's stand-ins for DaData and 2GIS, and its map
 * tiles), the build's dist/ beside it, and the Custom HTML blocks of § 2.2 and § 2.3. A placeholder or a block the
 * guide no longer has fails the lane, so the guide and this lane cannot drift apart.
 */
export interface ByHandGuide {
  /** § 2.1's plugin file, the placeholders filled in */
  plugin: string;
  /** § 2.2's Custom HTML block of the block theme's header counters */
  counters: string;
  /** § 2.3's Custom HTML blocks: the cart, the checkout */
  cart: string;
  checkout: string;
}

/** The fenced blocks of one language under a `###` heading of the guide, in order. */
function blocksUnder(guide: string, heading: string, language: string): string[] {
  const start = guide.indexOf(`\n### ${heading}`);
  if (start < 0) throw new Error(`docs/cms/wordpress.md has no "### ${heading}"`);
  const end = guide.indexOf('\n### ', start + 1);
  const section = guide.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map(
    (match) => match[1]!,
  );
}

function fill(text: string, placeholder: string, value: string): string {
  if (!text.includes(placeholder)) throw new Error(`§ 2.1 of docs/cms/wordpress.md has no ${placeholder}`);
  return text.replace(placeholder, value);
}

export function readByHandGuide(root: string): ByHandGuide {
  const guide = readFileSync(join(root, 'docs/cms/wordpress.md'), 'utf8');
  let plugin = blocksUnder(guide, '2.1 A plugin file of your own', 'php')[0];
  if (!plugin?.includes('Plugin Name: Shop elements (site)')) throw new Error('§ 2.1 has no plugin file');
  plugin = fill(
    plugin,
    "['token' => 'DADATA-TOKEN']",
    "['url' => '/stand-in/suggestions', 'token' => 'demo-token']",
  );
  plugin = fill(plugin, "['key' => '2GIS-KEY']", "['url' => '/stand-in/routing', 'key' => 'demo-key']");
  plugin = fill(
    plugin,
    "'captcha' => ['sitekey' => 'SMARTCAPTCHA-SITEKEY'],",
    "'captcha' => ['sitekey' => 'demo-sitekey'],\n        'map' => ['tiles' => '/stand-in/tiles/{z}/{x}/{y}.png', 'attribution' => 'Демо'],",
  );
  const [counters] = blocksUnder(guide, '2.2 Header counters', 'html');
  const [cart, checkout] = blocksUnder(guide, '2.3 Cart, checkout, forms', 'html');
  if (
    !counters?.includes('<shop-cart-count>') ||
    !cart?.includes('<shop-cart') ||
    !checkout?.includes('<shop-checkout')
  )
    throw new Error('§ 2.2 or § 2.3 of docs/cms/wordpress.md lost its Custom HTML blocks');
  return { plugin, counters, cart, checkout };
}

/** The store's address in the guide's proxy recipe, which the lane replaces with its store's. */
const GUIDE_BACKEND = 'http://127.0.0.1:8080';

/**
 * The Apache lines of "A proxy on the site's server" (docs/cms/wordpress.md § 3) as printed, pointed at `store`:
 * the lane's Apache proxies the store through them, so the recipe is the one that sells.
 */
export function readProxyRecipe(root: string, store: string): string {
  const guide = readFileSync(join(root, 'docs/cms/wordpress.md'), 'utf8');
  const [recipe] = blocksUnder(guide, "A proxy on the site's server", 'apache');
  if (!recipe?.includes(`ProxyPass /api ${GUIDE_BACKEND}/api`))
    throw new Error(`docs/cms/wordpress.md's proxy recipe no longer proxies /api to ${GUIDE_BACKEND}`);
  return recipe.split(GUIDE_BACKEND).join(store);
}

/** The site owner's steps: the folder in wp-content/plugins, the build's dist/ in it, the plugin file saved. */
export function installByHand(root: string, content: string, guide: ByHandGuide): void {
  const folder = join(content, 'plugins', 'shop-elements-site');
  mkdirSync(folder, { recursive: true });
  cpSync(join(root, 'dist'), join(folder, 'dist'), {
    recursive: true,
    filter: (path) => !path.endsWith('.zip'),
  });
  writeFileSync(join(folder, 'shop-elements-site.php'), guide.plugin + '\n');
}

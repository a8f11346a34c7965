import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupFailed, skipBanner, strict } from './apt.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureWordPressPackages, WORDPRESS_PACKAGES } from './wordpress-tools.mjs';

/**
 * The WordPress lane (a step of `npm test`, or `node scripts/test/wordpress-lane.mjs`): the plugin of
 * dist/shop-elements-wordpress.zip in Debian's WordPress with a block and a classic theme, pages written by an
 * Editor and an Author, and a purchase through them against the reference store (test/wordpress/).
 * Without the Debian packages, and no way to install them, it says so and is skipped; under CI, or with
 * SHOP_WORDPRESS_LANE=required, it fails with the reason instead.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { missing, reason } = ensureWordPressPackages();
if (missing.length) {
  const why = `${missing.join(', ')} missing, and ${reason}`;
  if (strict() || process.env.SHOP_WORDPRESS_LANE === 'required') {
    setupFailed('WordPress lane', why);
    process.exit(1);
  }
  skipBanner(
    'WordPress lane',
    why,
    `Install them with: sudo apt-get install ${WORDPRESS_PACKAGES.join(' ')} (Debian 12 or later), then run: node scripts/test/wordpress-lane.mjs`,
  );
  process.exit(0);
}
process.env.CHROMIUM_PATH ??= ensureChromium();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
if (!existsSync(resolve(root, 'dist/shop-elements-wordpress.zip'))) {
  const built = spawnSync(process.execPath, ['scripts/build/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(
  resolve(root, 'node_modules/.bin/playwright'),
  ['test', '-c', 'test/wordpress/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);

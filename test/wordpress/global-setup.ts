import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { WORDPRESS_TOOLS } from '../../scripts/test/wordpress-tools.mjs';
import { installByHand, readByHandGuide, readProxyRecipe } from './by-hand-guide.ts';

/**
 * The WordPress lane's world (scripts/test/wordpress-lane.mjs has checked the Debian packages): the reference store
 * on a free port, MariaDB with its data in a temp folder, a copy of Debian's WordPress tree (hard links) with its
 * own wp-config.php and wp-content, Apache with mod_php on a free port (proxying /api and the store's outside
 * service stand-ins to the store; the same site also in the folder /blog/, as one installed there), WordPress
 * installed with the plugin from dist/shop-elements-wordpress.zip (test/wordpress/setup.php) and the plugin file
 * of the guide's "By hand" beside it (by-hand-guide.ts). Everything stops and goes with the temp folder at the end.
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The folder where the same WordPress answers as a site installed in a folder (https://example.ru/blog/). */
const SUBFOLDER = '/blog';
const isRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WordPress lane: ${what} did not come up within ${ms / 1000} s`);
}

const logOf = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').slice(-3000) : '(no log)');

function stop(child: ChildProcess | null) {
  if (child && child.exitCode === null && child.pid) {
    try {
      child.kill('SIGTERM');
    } catch {
      // gone already
    }
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const zip = join(root, 'dist', 'shop-elements-wordpress.zip');
  if (!existsSync(zip))
    throw new Error('WordPress lane: dist/shop-elements-wordpress.zip is missing: run `npm run build`');
  const dir = mkdtempSync(join(tmpdir(), 'shop-wordpress-'));
  chmodSync(dir, 0o755); // Apache's PHP runs as www-data when the lane runs as root
  const children: ChildProcess[] = [];
  let store: ReturnType<typeof createStoreServer> | null = null;
  let app: Awaited<ReturnType<typeof createApp>> | null = null;

  // should this process end without the teardown, the servers go with it
  const killAll = () => children.forEach(stop);
  process.once('exit', killAll);
  const teardown = async () => {
    process.off('exit', killAll);
    for (const child of children.reverse()) {
      stop(child);
      await Promise.race([exited(child), new Promise((done) => setTimeout(done, 5000))]);
    }
    if (store) await new Promise((done) => store!.close(done));
    app?.close();
    if (!process.env.SHOP_WP_KEEP) rmSync(dir, { recursive: true, force: true });
    else console.log(`WordPress lane: kept ${dir}`);
  };

  try {
    const [wpPort, storePort] = [await freePort(), await freePort()];
    const wpOrigin = `http://127.0.0.1:${wpPort}`;
    const storeOrigin = `http://127.0.0.1:${storePort}`;

    // the store, answering CORS for the WordPress pages (what SHOP_CORS_ORIGINS gives main.ts)
    app = await createApp({ dbFile: join(dir, 'store.sqlite'), corsOrigins: [wpOrigin] });
    store = createStoreServer(app);
    await new Promise<void>((done) => store!.listen(storePort, '127.0.0.1', done));

    // MariaDB: its own data folder and socket, no network
    const db = join(dir, 'db');
    const socket = join(dir, 'mysqld.sock');
    const user = isRoot ? ['--user=root'] : [];
    execFileSync(
      WORDPRESS_TOOLS.installDb,
      [
        '--no-defaults',
        `--datadir=${db}`,
        ...user,
        '--skip-test-db',
        '--auth-root-authentication-method=normal',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const mysqld = spawn(
      WORDPRESS_TOOLS.mysqld,
      [
        '--no-defaults',
        `--datadir=${db}`,
        `--socket=${socket}`,
        `--pid-file=${join(dir, 'mysqld.pid')}`,
        `--log-error=${join(dir, 'mysqld.log')}`,
        '--skip-networking',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=16M',
        ...user,
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(mysqld);
    await until('MariaDB', () => existsSync(socket) || mysqld.exitCode !== null);
    if (mysqld.exitCode !== null) throw new Error(`MariaDB stopped: ${logOf(join(dir, 'mysqld.log'))}`);
    execFileSync(WORDPRESS_TOOLS.mysql, [
      '--no-defaults',
      `--socket=${socket}`,
      '-uroot',
      '-e',
      'CREATE DATABASE wordpress',
    ]);

    // WordPress: Debian's tree as hard links (a copy where links fail), its own config and content folder
    const wp = join(dir, 'wordpress');
    try {
      execFileSync('cp', ['-al', WORDPRESS_TOOLS.wordpress, wp]);
    } catch {
      rmSync(wp, { recursive: true, force: true });
      cpSync(WORDPRESS_TOOLS.wordpress, wp, { recursive: true, verbatimSymlinks: true });
    }
    unlinkSync(join(wp, 'wp-config.php')); // a link to Debian's file: never written through
    rmSync(join(wp, 'wp-content'), { recursive: true, force: true });
    const content = join(wp, 'wp-content');
    for (const sub of ['plugins', 'themes', 'uploads', 'mu-plugins', 'upgrade'])
      mkdirSync(join(content, sub), { recursive: true });
    for (const theme of readdirSync(join(WORDPRESS_TOOLS.wordpress, 'wp-content', 'themes')))
      execFileSync('cp', [
        '-al',
        join(WORDPRESS_TOOLS.wordpress, 'wp-content', 'themes', theme),
        join(content, 'themes'),
      ]);
    copyFileSync(join(root, 'test/wordpress/mu-plugin.php'), join(content, 'mu-plugins', 'shop-e2e.php'));
    // the guide's own plugin file beside the zip's (mu-plugin.php picks one per visitor)
    const byHand = readByHandGuide(root);
    installByHand(root, content, byHand);
    const salt = () => randomBytes(24).toString('hex');
    writeFileSync(
      join(wp, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
// the same WordPress also answers in the folder ${SUBFOLDER}/ (Apache's Alias), as a site installed there would
$shop_e2e_site = '${wpOrigin}' . (preg_match('~^${SUBFOLDER}(/|$)~', $_SERVER['REQUEST_URI'] ?? '') ? '${SUBFOLDER}' : '');
define('WP_HOME', $shop_e2e_site);
define('WP_SITEURL', $shop_e2e_site);
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', $shop_e2e_site . '/wp-content');
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dir, 'php-debug.log')}');
define('SHOP_E2E_STORE', '${storeOrigin}');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );

    const setup = execFileSync(
      'php',
      [join(root, 'test/wordpress/setup.php'), `127.0.0.1:${wpPort}`, zip, storeOrigin],
      {
        env: { ...process.env, SHOP_WP_ROOT: wp, SHOP_WP_BY_HAND: JSON.stringify(byHand) },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    if (isRoot) execFileSync('chown', ['-R', 'www-data:www-data', content]);

    // Apache with mod_php (prefork), rewrite for pretty permalinks, the proxy to the store
    const modules = WORDPRESS_TOOLS.apacheModules;
    // the guide's recipe proxies the API and its pictures; the lane adds the store's stand-ins of outside
    // services and its media, which a real site gets from the services themselves
    const proxied = ['/stand-in', '/media', '/assets'];
    writeFileSync(
      join(dir, 'apache.conf'),
      `ServerRoot ${dir}
ServerName 127.0.0.1
Listen 127.0.0.1:${wpPort}
PidFile ${join(dir, 'apache.pid')}
DefaultRuntimeDir ${dir}
Mutex file:${dir}
ErrorLog ${join(dir, 'apache-error.log')}
LogLevel warn
${isRoot ? 'User www-data\nGroup www-data' : ''}
${['mpm_prefork', 'authz_core', 'dir', 'mime', 'alias', 'env', 'rewrite', 'proxy', 'proxy_http']
  .map((name) => `LoadModule ${name}_module ${modules}/mod_${name}.so`)
  .join('\n')}
LoadModule php_module ${WORDPRESS_TOOLS.modPhp}
# prefork: each kept-alive connection holds a worker; two browsers keep up to 12, so 8 workers made a request
# wait out another's keep-alive (5 s), longer than a suggestion's 5 s budget
StartServers 4
MinSpareServers 4
MaxSpareServers 8
MaxRequestWorkers 32
KeepAlive On
KeepAliveTimeout 2
TypesConfig /etc/mime.types
DocumentRoot ${wp}
Alias ${SUBFOLDER} ${wp}
DirectoryIndex index.php index.html
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${wp}>
  Options FollowSymLinks
  Require all granted
  RewriteEngine On
  RewriteBase /
  RewriteRule ^index\\.php$ - [L]
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME} !-d
  RewriteRule . /index.php [L]
</Directory>
<Directory /usr/share>
  Require all granted
</Directory>
${readProxyRecipe(root, storeOrigin)}
${proxied.map((path) => `ProxyPass ${path} ${storeOrigin}${path}\nProxyPassReverse ${path} ${storeOrigin}${path}`).join('\n')}
`,
    );
    // detached: on shutdown Apache signals its whole process group, which must not be this one
    const apache = spawn(WORDPRESS_TOOLS.apache, ['-f', join(dir, 'apache.conf'), '-DFOREGROUND'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, APACHE_RUN_DIR: dir, APACHE_LOCK_DIR: dir, APACHE_LOG_DIR: dir },
    });
    let apacheErrors = '';
    apache.stderr?.on('data', (chunk) => (apacheErrors += chunk));
    children.push(apache);
    await until('Apache', async () => {
      if (apache.exitCode !== null)
        throw new Error(`Apache stopped: ${apacheErrors} ${logOf(join(dir, 'apache-error.log'))}`);
      try {
        return (await fetch(`${wpOrigin}/wp-login.php`)).ok;
      } catch {
        return false;
      }
    });

    process.env.SHOP_WP_URL = wpOrigin;
    process.env.SHOP_WP_FOLDER = SUBFOLDER;
    process.env.SHOP_WP_STORE = storeOrigin;
    process.env.SHOP_WP_SETUP = setup.trim().split('\n').pop();
    process.env.SHOP_WP_DEBUG_LOG = join(dir, 'php-debug.log');
    process.env.SHOP_WP_APACHE_LOG = join(dir, 'apache-error.log');
    console.log(
      `WordPress lane: WordPress at ${wpOrigin}, the store at ${storeOrigin}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

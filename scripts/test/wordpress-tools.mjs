import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { aptInstall, aptUnusable } from './apt.mjs';

/**
 * What the WordPress lane runs, from Debian's packages: wordpress (6.1 on bookworm) with the themes
 * twentytwentythree (block) and twentytwentyone (classic), mariadb-server, apache2 with libapache2-mod-php, and
 * PHP's MySQL module.
 */
export const WORDPRESS_PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-theme-twentytwentyone',
  'mariadb-server',
  'apache2',
  'libapache2-mod-php',
  'php-mysql',
];

const modPhp = () => {
  const dir = '/usr/lib/apache2/modules';
  const found = existsSync(dir)
    ? readdirSync(dir).find((file) => /^libphp[\d.]*\.so$/.test(file))
    : undefined;
  return found ? `${dir}/${found}` : `${dir}/libphp.so`;
};

export const WORDPRESS_TOOLS = {
  wordpress: '/usr/share/wordpress',
  installDb: '/usr/bin/mariadb-install-db',
  mysqld: existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : '/usr/sbin/mysqld',
  mysql: '/usr/bin/mariadb',
  apache: '/usr/sbin/apache2',
  apacheModules: '/usr/lib/apache2/modules',
  get modPhp() {
    return modPhp();
  },
};

/** What is missing: the package to install for each. */
export function missingWordPressPackages() {
  const themes = `${WORDPRESS_TOOLS.wordpress}/wp-content/themes`;
  const checks = [
    ['wordpress', `${WORDPRESS_TOOLS.wordpress}/wp-settings.php`],
    ['wordpress-theme-twentytwentythree', `${themes}/twentytwentythree/theme.json`],
    ['wordpress-theme-twentytwentyone', `${themes}/twentytwentyone/style.css`],
    ['mariadb-server', WORDPRESS_TOOLS.mysqld],
    ['mariadb-server', WORDPRESS_TOOLS.installDb],
    ['apache2', WORDPRESS_TOOLS.apache],
    ['apache2', `${WORDPRESS_TOOLS.apacheModules}/mod_proxy_http.so`],
    ['libapache2-mod-php', modPhp()],
    ['php-mysql', '/usr/bin/php'],
  ];
  const missing = new Set(checks.filter(([, path]) => !existsSync(path)).map(([name]) => name));
  if (!missing.has('php-mysql')) {
    try {
      const modulesOut = execFileSync('php', ['-m'], { encoding: 'utf8' });
      if (!/^mysqli$/m.test(modulesOut)) missing.add('php-mysql');
    } catch {
      missing.add('php-mysql');
    }
  }
  return [...missing];
}

/**
 * Installs what is missing with apt-get when running as root on Debian (without starting the services: the
 * lane runs its own); answers the packages still missing and why.
 */
export function ensureWordPressPackages() {
  let missing = missingWordPressPackages();
  if (!missing.length) return { missing, reason: '' };
  const unusable = aptUnusable();
  if (unusable) return { missing, reason: unusable };
  // keep apt from starting MariaDB and Apache as services (the Debian way: policy-rc.d answering 101)
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  let failed;
  try {
    failed = aptInstall(missing, { recommends: false });
  } finally {
    if (ownPolicy) unlinkSync(policy);
  }
  missing = missingWordPressPackages();
  return { missing, reason: missing.length ? failed || 'apt-get did not install them' : '' };
}

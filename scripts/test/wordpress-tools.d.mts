export const WORDPRESS_PACKAGES: string[];
export const WORDPRESS_TOOLS: {
  wordpress: string;
  installDb: string;
  mysqld: string;
  mysql: string;
  apache: string;
  apacheModules: string;
  readonly modPhp: string;
};
export function missingWordPressPackages(): string[];
export function ensureWordPressPackages(): { missing: string[]; reason: string };

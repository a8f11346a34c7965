import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { CASE_SITES, encodedUrlTexts, urlTexts } from '../helpers/url-cases.ts';

/**
 * One URL rule, the browser's (SECURITY.md): every link the plugin keeps is read as Chromium reads it. For each
 * generated text, placed in an attribute, the browser decodes and parses it; the plugin's PHP (includes/url.php,
 * run by rules.php without WordPress) keeps it as a form's action only when the browser reads it as on the site,
 * as a link only when http(s), and what it writes reads back in the browser as the very URL that was checked.
 */
interface Checked {
  local: string | null;
  any: string | null;
}
interface Read {
  href: string | null;
  origin: string;
  web: boolean;
  credentials: boolean;
  ascii: boolean;
}

const checkedByPhp = (site: string, urls: string[]) =>
  JSON.parse(
    execFileSync('php', [new URL('./rules.php', import.meta.url).pathname], {
      input: JSON.stringify({ site, urls }),
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as Checked[];

for (const site of CASE_SITES) {
  test(`on ${site.base}: a form's action is kept only on the site, a link only when http(s), each written as checked`, async ({
    page,
  }) => {
    const texts = [...urlTexts(site), ...encodedUrlTexts(site)];
    const php = checkedByPhp(site.base, texts);
    // the browser reads an attribute's text: decoded by its HTML parser, then parsed against the page
    const read = (attributes: (string | null)[]) =>
      page.evaluate(
        ([attributes, base]) =>
          attributes.map((attribute) => {
            if (attribute === null) return null;
            const holder = document.createElement('div');
            holder.innerHTML = `<form action="${attribute}"></form>`;
            const text = holder.firstElementChild!.getAttribute('action')!;
            try {
              const url = new URL(text, base);
              return {
                href: url.href,
                origin: url.origin,
                web: url.protocol === 'http:' || url.protocol === 'https:',
                credentials: Boolean(url.username || url.password),
                ascii: !/[^ -~\t\n\r]/.test(decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'))),
              };
            } catch {
              return { href: null, origin: 'null', web: false, credentials: false, ascii: true };
            }
          }),
        [attributes, site.base] as const,
      ) as Promise<(Read | null)[]>;
    // the texts go into an attribute as an author writes them: no quote of their own
    const asWritten = await read(texts.map((text) => text.replace(/"/g, '&quot;').replace(/</g, '&lt;')));
    const keptLocal = await read(php.map((answer) => answer.local));
    const keptAny = await read(php.map((answer) => answer.any));
    const siteOrigin = new URL(site.base).origin;
    const wrong: string[] = [];
    texts.forEach((text, i) => {
      const browser = asWritten[i]!;
      // a blank text is the page itself to a browser, and no link to the plugin
      const blank = !text.trim();
      const usable = browser.href !== null && browser.web && !browser.credentials && !blank;
      const onSite = usable && browser.origin === siteOrigin;
      const say = (what: string) => wrong.push(`${JSON.stringify(text)}: ${what} (browser: ${browser.href})`);
      if ((php[i]!.local !== null) !== onSite && !(onSite && !browser.ascii))
        say(
          php[i]!.local === null
            ? 'a form action on the site was refused'
            : 'an action off the site was kept',
        );
      if ((php[i]!.any !== null) !== usable && !(usable && !browser.ascii))
        say(php[i]!.any === null ? 'an http(s) link was refused' : 'a link that is no http(s) URL was kept');
      if (php[i]!.local !== null && keptLocal[i]?.href !== browser.href)
        say(`the action kept reads as ${keptLocal[i]?.href}`);
      if (php[i]!.any !== null && keptAny[i]?.href !== browser.href)
        say(`the link kept reads as ${keptAny[i]?.href}`);
    });
    expect(wrong, `${wrong.length} of ${texts.length} texts`).toEqual([]);
  });
}

import { useEffect, useState } from 'react';
import type { TrustedHTML } from 'trusted-types/lib/index.js';

/** A filter name as plain text: the markup a name may hold, without its tags. */
export const plainName = (name: string) => name.replace(/<[^>]*>/g, '');

/** The markup a filter name may keep. */
const NAME_MARKUP = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'],
  ALLOWED_ATTR: [],
};

/**
 * A name's markup through DOMPurify and the shop's Trusted Types policy, both loaded only when a name actually
 * holds markup, so the listing page does not pay for them.
 */
const sanitize = (name: string) =>
  import('../../shared/trusted-types.ts').then(({ sanitizedHtml }) => sanitizedHtml(name, NAME_MARKUP));

/** A filter name: text, or its markup sanitised (never executed). */
export function FilterName({ name }: { name: string }) {
  const [markup, setMarkup] = useState<{ of: string; html: TrustedHTML | string } | null>(null);
  useEffect(() => {
    if (!name.includes('<')) return;
    let current = true;
    sanitize(name).then(
      (html) => current && setMarkup({ of: name, html }),
      (error: unknown) => console.error('[shop-elements] the sanitizer could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [name]);
  // React hands the TrustedHTML to innerHTML as it is; its typings know only strings
  if (markup?.of === name) return <span dangerouslySetInnerHTML={{ __html: markup.html as string }} />;
  return <>{plainName(name)}</>;
}

import { useEffect, useState } from 'react';

/** A filter name as plain text: the markup a name may hold, without its tags. */
export const plainName = (name: string) => name.replace(/<[^>]*>/g, '');

type Sanitize = (markup: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify is loaded only when a name actually holds markup, so the listing page does not pay for it. */
const loadSanitizer = () =>
  (sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (markup: string) =>
        purify.sanitize(markup, {
          ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'],
          ALLOWED_ATTR: [],
        }),
  ));

/** A filter name: text, or its markup sanitised (never executed). */
export function FilterName({ name }: { name: string }) {
  const [markup, setMarkup] = useState<string | null>(null);
  useEffect(() => {
    if (!name.includes('<')) return;
    let current = true;
    loadSanitizer().then(
      (sanitize) => current && setMarkup(sanitize(name)),
      (error: unknown) => console.error('[shop-elements] the sanitizer could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [name]);
  if (markup !== null && name.includes('<')) return <span dangerouslySetInnerHTML={{ __html: markup }} />;
  return <>{plainName(name)}</>;
}

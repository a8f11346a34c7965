import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { authorChildren, hideFiller } from '../../shared/ui/author-markup.ts';

/** The single-line height of the tags panel (docs/behaviour/constants.md). */
export const SINGLE_LINE_HEIGHT = 46;

/** A tags panel: keeps the `single-line` attribute while its content fits in 46px, drops it when taller. */
export function Tags({ host }: HostProps) {
  const [singleLine, setSingleLine] = useState(true);
  useReflect(host, 'single-line', singleLine);

  // wpautop's <br> between the tags would break the row into lines
  useLayoutEffect(() => hideFiller(host), [host]);

  useEffect(() => {
    const measure = () => {
      const height = Math.max(
        0,
        ...authorChildren(host)
          .filter((child) => child.localName !== 'script')
          .map((child) => child.getBoundingClientRect().height),
      );
      setSingleLine(height <= SINGLE_LINE_HEIGHT);
    };
    // called when the content is first laid out and after its size changes (a resize of the window or the
    // container), so measuring never forces a layout of the page in the middle of the upgrade
    const observer = new ResizeObserver(measure);
    const observeAll = () => {
      observer.disconnect();
      [...host.children].forEach((child) => observer.observe(child));
    };
    observeAll();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [host]);

  return <slot />;
}

import { expect, test, type Page } from '@playwright/test';
import { EXAMPLES } from '../../demo-pages/server/pages/element-examples.ts';
import { storeApi, watchErrors } from './helpers.ts';

/**
 * Every element lays out by its own width (docs/loading.md, "Any column width"): each tag's documented example (/docs/elements/<tag>) in
 * columns of 260 to 1200 px (the docs page's width switcher) inside a 1280 px window, and at full width in a 375 px
 * window. Nothing overflows its column, the boxes of a layout do not overlap, and every control stays reachable:
 * inside the column, not empty, not covered, not cut off by a box that clips it; no control or line of text lies
 * over another, what floats (a tooltip, a popover, the filters' floating button in the phone's
 * drawer) shown too. One page per tag; the column is resized, the page is not reloaded.
 */
const WIDTHS = [260, 320, 400, 650, 900, 1200] as const;

/** Every tag with a docs page: the examples the pages render. */
const TAGS = Object.keys(EXAMPLES).sort();

/** Tags whose example needs data first: the cart and the checkout show a cart with lines. */
const WITH_CART = new Set(['shop-cart', 'shop-checkout']);

/**
 * Runs in the page: the problems of the example's frame. Walks the flat tree (light DOM, shadow roots, slotted
 * content) of the frame. A box is checked against the frame, or the viewport when it is fixed (a toast, a modal
 * in the top layer); boxes inside a clipping ancestor (a carousel's strip) or an inert one (a slide out of view)
 * are the ancestor's business.
 */
function inspect(modal: boolean): string[] {
  const frame = document.querySelector<HTMLElement>('[data-example-frame]')!;
  const problems: string[] = [];
  const frameRect = frame.getBoundingClientRect();
  const viewport = { left: 0, right: document.documentElement.clientWidth };
  const TOLERANCE = 1;

  const parentOf = (el: Element): Element | null =>
    el.assignedSlot ?? el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host || null);
  const name = (el: Element) => {
    const own = `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const root = el.getRootNode();
    return root instanceof ShadowRoot ? `${root.host.localName} › ${own}` : own;
  };
  const contains = (outer: Element, inner: Element | null) => {
    for (let el = inner; el; el = parentOf(el)) if (el === outer) return true;
    return false;
  };

  /** Where a box must stay: the frame, the viewport (fixed), or nowhere to check (clipped, inert, hidden). */
  const boundsOf = (el: Element): { left: number; right: number } | null => {
    if (el.closest('.swiper-wrapper')) return null; // a carousel's strip is wider than its window by design
    for (let current: Element | null = el; current; current = parentOf(current)) {
      if (current === frame) return frameRect;
      if (current.hasAttribute('inert')) return null;
      const style = getComputedStyle(current);
      if (style.position === 'fixed') return viewport;
      if (current !== el && style.overflowX !== 'visible') return null;
    }
    return null;
  };
  const hiddenVisually = (el: Element, rect: DOMRect) =>
    getComputedStyle(el).clipPath !== 'none' || (rect.width <= 1 && rect.height <= 1);

  const all: Element[] = [];
  const walk = (root: Element | ShadowRoot) => {
    for (const child of root.children) {
      all.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(frame);
  if (modal) {
    // only what is in the open modal: the page behind it is inert
    const inDialog = (el: Element) => {
      for (let current: Element | null = el; current; current = parentOf(current))
        if (current.matches('dialog[open]')) return true;
      return false;
    };
    all.splice(0, all.length, ...all.filter(inDialog));
  }

  if (frame.scrollWidth > frame.clientWidth + TOLERANCE)
    problems.push(`the column overflows: ${frame.scrollWidth} > ${frame.clientWidth}`);

  const flatChildren = (el: Element): Element[] => {
    const out: Element[] = [];
    for (const child of el.shadowRoot ? el.shadowRoot.children : el.children) {
      if (child instanceof HTMLSlotElement) {
        for (const assigned of child.assignedElements({ flatten: true }))
          if (getComputedStyle(assigned).display === 'contents') out.push(...flatChildren(assigned));
          else out.push(assigned);
      } else if (getComputedStyle(child).display === 'contents') out.push(...flatChildren(child));
      else out.push(child);
    }
    return out;
  };

  for (const el of all) {
    if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    // an inline element sized by its content (a counter, a toggle, a button) must not be a size container
    if (style.display.startsWith('inline') && style.containerType !== 'normal')
      problems.push(`${name(el)} is inline and a container: its width no longer follows its content`);
    if (style.display === 'contents') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const bounds = boundsOf(el);
    if (!bounds || hiddenVisually(el, rect)) continue;
    if (rect.left < bounds.left - TOLERANCE || rect.right > bounds.right + TOLERANCE)
      problems.push(
        `${name(el)} sticks out: ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(bounds.left)}–${Math.round(bounds.right)}`,
      );
    if (
      style.overflowX === 'visible' &&
      !style.display.startsWith('inline') &&
      el.scrollWidth > el.clientWidth + TOLERANCE
    )
      problems.push(`${name(el)} overflows: content ${el.scrollWidth} in ${el.clientWidth}`);
    // the boxes of a grid or flex layout do not overlap
    if (/grid|flex/.test(style.display)) {
      const boxes = flatChildren(el)
        .filter(
          (child) =>
            child.checkVisibility({ visibilityProperty: true }) &&
            !/absolute|fixed/.test(getComputedStyle(child).position),
        )
        .map((child) => [child, child.getBoundingClientRect()] as const)
        .filter(([child, box]) => box.width > 1 && box.height > 1 && !hiddenVisually(child, box));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, ra] = boxes[i]!;
          const [b, rb] = boxes[j]!;
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > TOLERANCE && y > TOLERANCE) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
    }
  }

  // every control: inside its bounds, not empty, and what the pointer hits at its centre
  const CONTROL = 'a[href], button, input:not([type=hidden]), select, textarea, summary';

  /** The part of a box its clipping ancestors show (a scroll box, a carousel's window); null when none is. */
  const shownPart = (el: Element, rect: DOMRect) => {
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    let cutBy: Element | null = null;
    for (let current = parentOf(el); current; current = parentOf(current)) {
      const style = getComputedStyle(current);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = current.getBoundingClientRect();
        const clipsY = !/auto|scroll/.test(style.overflowY); // a box that scrolls shows the rest on scrolling
        if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) cutBy ??= current;
        if (clipsY && (rect.top < box.top - TOLERANCE || rect.bottom > box.bottom + TOLERANCE))
          cutBy ??= current;
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (clipsY) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      // a fixed box and the top layer are clipped by nothing above them
      if (style.position === 'fixed' || current.matches('dialog[open]')) break;
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom, cutBy } : null;
  };

  /** The floating panel a box lies in (a popover, the filters' floating button, a dropdown); null for the page. */
  const layerOf = (el: Element): Element | null => {
    for (let current: Element | null = el; current && current !== frame; current = parentOf(current))
      if (/absolute|fixed/.test(getComputedStyle(current).position) || current.matches('dialog[open]'))
        return current;
    return null;
  };
  const seenIn = (el: Element) => {
    for (let current: Element | null = el; current; current = parentOf(current))
      if (current.hasAttribute('inert')) return false;
    return (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true;
  };

  // what the shopper reads and uses: every control and every line of text, as much of it as is shown
  type Piece = {
    box: { left: number; top: number; right: number; bottom: number };
    owner: Element;
    layer: Element | null;
    what: string;
    control: boolean;
  };
  const pieces: Piece[] = [];
  for (const el of all) {
    if (!seenIn(el)) continue;
    if (el.matches(CONTROL)) {
      const rect = el.getBoundingClientRect();
      const shown =
        rect.width > 1 && rect.height > 1 && !hiddenVisually(el, rect) ? shownPart(el, rect) : null;
      if (shown?.cutBy) problems.push(`${name(el)} is cut off by ${name(shown.cutBy)}`);
      if (shown) pieces.push({ box: shown, owner: el, layer: layerOf(el), what: name(el), control: true });
    }
    for (const node of el.childNodes) {
      if (!(node instanceof Text) || !node.data.trim()) continue;
      if (el.shadowRoot && !node.assignedSlot) continue; // a host's text no slot shows
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const shown = shownPart(el, rect);
        if (shown)
          pieces.push({
            box: shown,
            owner: el,
            layer: layerOf(el),
            what: `"${node.data.trim().slice(0, 24)}" in ${name(el)}`,
            control: false,
          });
      }
    }
  }
  // no two of them overlap unless one holds the other, or one floats over the page (its own layer) by design;
  // two lines of text may touch by what their fonts take above and below the line
  pieces.sort((a, b) => a.box.top - b.box.top);
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length && pieces[j]!.box.top < pieces[i]!.box.bottom; j++) {
      const [a, b] = [pieces[i]!, pieces[j]!];
      if (a.layer !== b.layer || contains(a.owner, b.owner) || contains(b.owner, a.owner)) continue;
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      const lines = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top);
      if (x > TOLERANCE && y > (a.control && b.control ? TOLERANCE : 0.4 * lines))
        problems.push(`${a.what} overlaps ${b.what}`);
    }
  const deepHit = (x: number, y: number) => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  for (const el of all) {
    // a disabled control is not for use (a carousel's arrow at its end)
    if (!el.matches(CONTROL) || el.matches(':disabled') || !el.checkVisibility({ visibilityProperty: true }))
      continue;
    let target = el as HTMLElement;
    let rect = target.getBoundingClientRect();
    if (hiddenVisually(target, rect)) {
      const label = (target as HTMLInputElement).labels?.[0];
      if (!label) {
        if (!target.matches('a, button')) problems.push(`${name(target)} has no visible box nor label`);
        continue; // a skip link or a visually hidden text control shows on focus
      }
      target = label;
      rect = target.getBoundingClientRect();
    }
    const bounds = boundsOf(target);
    if (!bounds) continue;
    if (rect.width < 1 || rect.height < 1) {
      problems.push(`${name(target)} is empty: ${rect.width}×${rect.height}`);
      continue;
    }
    if (rect.left < bounds.left - TOLERANCE || rect.right > bounds.right + TOLERANCE) continue; // reported above
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
    rect = target.getClientRects()[0] ?? target.getBoundingClientRect(); // a link that wraps: its first line
    const hit = deepHit(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const label = (el as HTMLInputElement).labels?.[0];
    if (!contains(target, hit) && !(label && contains(label, hit)))
      problems.push(`${name(target)} is covered by ${hit ? name(hit) : 'nothing'}`);
  }
  return [...new Set(problems)];
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function check(page: Page, where: string, modal = false): Promise<string[]> {
  await settle(page);
  return (await page.evaluate(inspect, modal)).map((problem) => `${where}: ${problem}`);
}

/** The modals an example opens, by window: they lay out by their own width too. */
const MODALS: Record<string, { opener: string; dialog: string; windows: number[] }> = {
  'shop-notify-available': {
    opener: 'Сообщить о поступлении',
    dialog: 'Сообщить о поступлении',
    windows: [1280, 375],
  },
  'shop-mobile-menu': { opener: 'Открыть меню', dialog: 'Меню', windows: [1280, 375] },
  'shop-filters': { opener: 'Фильтры', dialog: 'Фильтры', windows: [375] }, // the modal panel: narrow windows
};

async function checkModal(page: Page, tag: string, window: number): Promise<string[]> {
  const modal = MODALS[tag];
  if (!modal?.windows.includes(window)) return [];
  await page.locator('[data-example-frame]').getByRole('button', { name: modal.opener }).click();
  const dialog = page.getByRole('dialog', { name: modal.dialog });
  await expect(dialog).toBeVisible();
  if (tag === 'shop-notify-available')
    await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeVisible();
  if (tag === 'shop-filters') {
    // the floating 'show N products' button beside the option ticked last, inside the drawer
    const section = dialog.getByRole('button', { name: 'В наличии' });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await dialog.getByRole('checkbox', { name: /Да/ }).check();
    await expect(dialog.getByRole('button', { name: /^Показать \d+ товар/ })).toBeVisible();
  }
  const problems = await check(page, `${window} px window, modal`, true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return problems;
}

/** Shows what floats over the page and closes as the pointer leaves it: the tooltip, the popover's panel. */
async function float(page: Page, tag: string) {
  const example = page.locator('[data-example-frame]');
  if (tag === 'shop-tooltip') {
    await example.getByRole('button', { name: 'О цене монтажа' }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
  }
  if (tag === 'shop-popover') {
    await example.getByRole('button', { name: 'Условия' }).click();
    await expect(example.getByText('Бесплатная доставка от 10 000 ₽.')).toBeVisible();
  }
}

/** What the example shows beyond its first state: the search's results, a toast. */
async function open(page: Page, tag: string) {
  const example = page.locator('[data-example-frame]');
  if (tag === 'shop-search') {
    await example.getByRole('combobox').fill('смесителей');
    await expect(example.getByRole('option').first()).toBeVisible();
  }
  if (tag === 'shop-checkout') {
    await example.getByRole('switch', { name: 'Монтаж' }).check();
    await expect(example.getByRole('link', { name: 'Об услуге' }).first()).toBeVisible();
  }
  if (tag === 'shop-toaster')
    await page.evaluate(() =>
      document.dispatchEvent(
        new CustomEvent('shop-toast', {
          detail: {
            kind: 'success',
            message: 'Товар «Труба полипропиленовая армированная PN25 20 мм, 4 м» добавлен в корзину',
            link: { href: '/cart', text: 'Перейти в корзину' },
          },
        }),
      ),
    );
}

test.describe('elements lay out by their own width', () => {
  for (const tag of TAGS)
    test(tag, async ({ page }) => {
      const errors = watchErrors(page, [/Failed to load resource/]);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (WITH_CART.has(tag)) {
        await page.goto('/');
        await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId: 14, quantity: 2 });
        await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId: 3, quantity: 1 });
      }
      await page.goto(`/docs/elements/${tag}`);
      const element = page.locator(`[data-example-frame] ${tag}`).first();
      await expect(element).toHaveAttribute('ready', '');
      if (tag === 'shop-cart') await expect(element.locator('.line').first()).toBeVisible();
      if (tag === 'shop-checkout')
        await expect(element.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
      await open(page, tag);

      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.getByRole('radio', { name: `${width} px` }).check();
        await float(page, tag);
        problems.push(...(await check(page, `${width} px`)));
      }
      await page.getByRole('radio', { name: 'Вся ширина' }).check();
      await float(page, tag);
      problems.push(...(await check(page, 'full width, 1280 px window')));
      problems.push(...(await checkModal(page, tag, 1280)));
      await page.setViewportSize({ width: 375, height: 740 });
      await float(page, tag);
      problems.push(...(await check(page, '375 px window')));
      problems.push(...(await checkModal(page, tag, 375)));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
});

test('the width switcher sets the example column, by click and by keyboard', async ({ page }) => {
  await page.goto('/docs/elements/shop-cart');
  const switcher = page.getByRole('group', { name: 'Ширина колонки примера' });
  const frame = page.locator('[data-example-frame]');
  const width = () => frame.evaluate((el) => Math.round(el.getBoundingClientRect().width));
  await expect(switcher.getByRole('radio', { name: 'Вся ширина' })).toBeChecked();
  const full = await width();
  expect(full).toBeGreaterThan(1000);

  await switcher.getByRole('radio', { name: '400 px' }).click();
  expect(await width()).toBe(400);

  // one tab stop: the checked radio; the arrows move through the widths
  await switcher.getByRole('radio', { name: '400 px' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(switcher.getByRole('radio', { name: '650 px' })).toBeChecked();
  await expect(switcher.getByRole('radio', { name: '650 px' })).toBeFocused();
  expect(await width()).toBe(650);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(switcher.getByRole('radio', { name: '260 px' })).toBeChecked();
  expect(await width()).toBe(260);
  await page.keyboard.press('ArrowLeft'); // from the first to the last: 'full'
  await expect(switcher.getByRole('radio', { name: 'Вся ширина' })).toBeChecked();
  expect(await width()).toBe(full);

  // a column wider than the window is as wide as the window allows
  await switcher.getByRole('radio', { name: '1200 px' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await width()).toBeLessThan(375);
});

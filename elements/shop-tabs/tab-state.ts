/** The tabs of the list `tab` belongs to (its [role=tablist], else the nearest shop-tabs). */
export function tabsOf(tab: Element): HTMLElement[] {
  const list = tab.closest('[role=tablist]') ?? tab.closest('shop-tabs');
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role=tab]')) : [tab as HTMLElement];
}

const panelOf = (tab: Element) => {
  const id = tab.getAttribute('aria-controls');
  return id ? (tab.getRootNode() as Document | ShadowRoot).getElementById(id) : null;
};

/** Selects `tab`: it shows its panel, the other panels are hidden, and it becomes the one tab stop. */
export function selectTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = panelOf(other);
    if (panel) panel.hidden = !selected;
  }
}

/** Roving tabindex: `tab` takes the one tab stop and the focus. */
export function focusTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) other.tabIndex = other === tab ? 0 : -1;
  tab.focus();
}

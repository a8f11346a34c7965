/** The product page's tabs as a template renders them (shared by the tabs and tab-link tests). */
export const NAMES = ['description', 'specs', 'installation', 'reviews'];

export function tabsMarkup() {
  return `<shop-tabs><div role="tablist" aria-label="Разделы товара">
    ${NAMES.map(
      (name, i) => `<button type="button" role="tab" id="tab-${name}" aria-controls="panel-${name}"
        aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${name}</button>`,
    ).join('')}
    </div>
    ${NAMES.map(
      (name, i) => `<section role="tabpanel" id="panel-${name}" aria-labelledby="tab-${name}" tabindex="0"
        ${i === 0 ? '' : 'hidden'}>${name} panel</section>`,
    ).join('')}
  </shop-tabs>`;
}

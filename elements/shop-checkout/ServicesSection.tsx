import type { CartLine } from '../../shared/contract/cart.ts';
import { getConfig } from '../../shared/config.ts';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { Toggle } from '../../shared/ui/fields/Toggle.tsx';
import { Section, type SectionProps } from './Section.tsx';

interface Props extends SectionProps {
  /** the cart lines with an installation price above 0 */
  eligible: CartLine[];
  chooseItem: (productId: string, chosen: boolean) => void;
}

/**
 * 2. Additional services (docs/behaviour/checkout.md), shown when a product in the cart can be installed:
 * projecting, installation, and the products to install.
 */
export function ServicesSection({ form, edit, eligible, chooseItem }: Props) {
  return (
    <Section id="services" title={t('additional_services')}>
      <Toggle
        name="projecting"
        label={t('projecting')}
        checked={form.projecting}
        onChange={(projecting) => edit({ projecting })}
      />
      <Toggle
        name="installation"
        label={t('installation')}
        checked={form.installation}
        controls={form.installation ? 'installation-products' : undefined}
        onChange={(installation) => edit({ installation })}
      />
      {form.installation ? (
        <ul className="install" id="installation-products" aria-label={t('installation')}>
          {eligible.map((line) => (
            <InstallItem
              key={line.id}
              line={line}
              chosen={form.installItems.includes(String(line.productId))}
              choose={chooseItem}
            />
          ))}
        </ul>
      ) : null}
      <p className="hint">{t('manager_will_contact')}</p>
    </Section>
  );
}

/** One product to install: its picture, name, installation price, 'about the service' and its checkbox. */
function InstallItem({
  line,
  chosen,
  choose,
}: {
  line: CartLine;
  chosen: boolean;
  choose: (productId: string, chosen: boolean) => void;
}) {
  const id = String(line.productId);
  const image = line.productImage?.url ? safeUrl(line.productImage.url) : null;
  const name = String(line.productName ?? '');
  return (
    <li className="install__item" data-product-id={id}>
      {image ? (
        <img className="thumbnail" src={image} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="install__no-image thumbnail" />
      )}
      <span className="install__name">{name}</span>
      <span className="install__price">{formatMoney(Number(line.installmentPrice) || 0, 'order')}</span>
      <a
        className="install__about"
        href={safeUrl(getConfig().montazhUrl) ?? '/montazh'}
        target="_blank"
        rel="noopener"
      >
        {t('about_service')}
      </a>
      <label className="install__check">
        <input
          type="checkbox"
          name="installment_items"
          value={id}
          checked={chosen}
          onChange={(event) => choose(id, event.currentTarget.checked)}
        />
        <span className="visually-hidden">{t('installation_for', { name })}</span>
      </label>
    </li>
  );
}

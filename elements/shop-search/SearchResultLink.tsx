import type { SearchResult } from '../../shared/api/catalog.ts';
import { getConfig } from '../../shared/config.ts';
import { safeUrl, shopUrl, siteUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';

/**
 * One result of the dropdown: its picture, name, SKU and price (or 'price on request'); a click opens it, a page
 * of the shop through the search (`shop-navigate`), a page of another site as a plain link.
 */
export function SearchResultLink({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  return (
    <a
      href={siteUrl(result.url, getConfig()) ?? undefined}
      tabIndex={-1}
      onClick={(event) => {
        if (!shopUrl(result.url, getConfig())) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <img src={safeUrl(result.image?.url) ?? undefined} alt="" width="100" height="100" loading="lazy" />
      <span className="result__text">
        <span className="result__name">{result.title}</span>
        <span className="result__sku">{t('sku', { sku: result.sku })}</span>
        <span className="result__price">
          {result.price === null || result.price === undefined ? (
            <span className="price price--request">{t('request_price')}</span>
          ) : (
            <>
              <span className="price">{formatMoney(result.price, 'catalog')}</span>
              {result.oldPrice ? (
                <s className="price price--old">{formatMoney(result.oldPrice, 'catalog')}</s>
              ) : null}
            </>
          )}
        </span>
      </span>
    </a>
  );
}

import { t } from '../i18n/index.ts';

/** A loading indicator announced as 'Загрузка…'. */
export function Spinner({ label = t('loading') }: { label?: string }) {
  return <span className="spinner" part="spinner" role="status" aria-label={label} />;
}

import { t } from '../i18n/index.ts';

/** A loading indicator announced as 'Загрузка…'. */
export function Spinner({ label = t('loading') }: { label?: string }) {
  return <span className="spinner" part="spinner" role="status" aria-label={label} />;
}

/** The progress mark shown beside a slotted button while its request runs. */
export function BusyMark({ label }: { label: string }) {
  return (
    <span className="busy" part="busy" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </span>
  );
}

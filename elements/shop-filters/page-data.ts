import {
  fromApplied,
  normaliseFilter,
  type Filter,
  type RawFilter,
  type Selection,
} from '../../shared/domain/filters.ts';

export interface PageData {
  filters: Filter[];
  applied: Selection;
  total: number | null;
  url: string | null;
}

/**
 * The filter data of the page: `{filters, applied, total?, url?}` in the element's child
 * <script type="application/json">. A definition of a type it cannot read is reported and left out.
 */
export function readPageData(host: HTMLElement): PageData {
  const script = host.querySelector('script[type="application/json"]');
  let data: { filters?: unknown; applied?: unknown; total?: unknown; url?: unknown } = {};
  try {
    data = JSON.parse(script?.textContent || '{}') as typeof data;
  } catch (error) {
    console.error('[shop-elements] <shop-filters>: the filter data is not JSON:', error);
  }
  const filters: Filter[] = [];
  for (const raw of Array.isArray(data.filters) ? (data.filters as RawFilter[]) : []) {
    try {
      filters.push(normaliseFilter(raw));
    } catch (error) {
      console.error((error as Error).message);
    }
  }
  return {
    filters,
    applied: fromApplied(data.applied),
    total: typeof data.total === 'number' ? data.total : null,
    url: typeof data.url === 'string' ? data.url : null,
  };
}

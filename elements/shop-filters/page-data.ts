import {
  fromApplied,
  normaliseFilter,
  type Filter,
  type RawFilter,
  type Selection,
} from '../../shared/domain/filters.ts';
import { jsonFix, readJson } from '../../shared/lenient-json.ts';
import { reportMarkup, requirePart } from '../../shared/ui/author-markup.ts';

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
  const script = requirePart(
    host,
    'script[type="application/json"]',
    'its filter data in a <script type="application/json">',
    'Put {"filters": […], "applied": […]} in a <script type="application/json"> inside <shop-filters> (in WordPress post content: the plugin\'s [shop_json] shortcode)',
  );
  let data: { filters?: unknown; applied?: unknown; total?: unknown; url?: unknown } = {};
  // a CMS may have HTML-escaped it or given it typographic quotes: read once more without them
  const read = readJson(script?.textContent || '{}');
  if (read.ok && read.value && typeof read.value === 'object') data = read.value as typeof data;
  else if (!read.ok)
    reportMarkup('shop-filters', `has filter data that is not JSON (${read.error})`, jsonFix(read));
  if (script && read.ok && !Array.isArray(data.filters))
    reportMarkup(
      'shop-filters',
      'has filter data without its "filters" list, so the server\'s own form stays',
      'Print {"filters": […], "applied": […]} as docs/behaviour/data.md shapes them',
    );
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

/**
 * Category filters (docs/behaviour/data.md filter definition, applied filters, filter search result; docs/behaviour/states.md filters; docs/behaviour/validation.md filters).
 * Pure: the element keeps a selection (key → value) and turns it into the applied set the server reads.
 */

import type { RawFilter } from '../contract/catalog.ts';
import type { AppliedFilter } from '../contract/requests.ts';

export type { FilterAnswer, RawFilter, RawFilterItem } from '../contract/catalog.ts';
export type { AppliedFilter } from '../contract/requests.ts';

export interface RangeFilter {
  name: string;
  type: 'range';
  key: string;
  min: number;
  max: number;
  open: boolean;
}

export interface VariantItem {
  id: string;
  value: string;
  count: number;
}

export interface VariantsFilter {
  name: string;
  type: 'variants';
  key: string;
  items: VariantItem[];
  open: boolean;
}

export type Filter = RangeFilter | VariantsFilter;

/** null: the input is empty (falls back to the minimum or the maximum) */
export interface Range {
  from: number | null;
  to: number | null;
}

/** The local selection: filter key → chosen option ids or a range; numeric keys are attribute ids. */
export type Selection = Record<string, string[] | Range>;

/** Filter types open by default (docs/behaviour/constants.md). */
export const OPEN_BY_DEFAULT = ['price', 'in_stock'];

const RANGE_TYPES = ['range', 'price'];

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, ''));
  return Number.isFinite(number) ? number : null;
};

export const isRange = (value: string[] | Range | undefined): value is Range =>
  Boolean(value) && !Array.isArray(value);

/** The key of a definition: its id, or its type when it has none. */
export const keyOf = (raw: RawFilter): string =>
  raw.id !== null && raw.id !== undefined && raw.id !== '' ? String(raw.id) : String(raw.type);

/** One definition in one of the two forms of docs/behaviour/data.md; throws 'Unknown filter type: {type}' when it cannot be read. */
export function normaliseFilter(raw: RawFilter): Filter {
  const type = raw.type;
  const name = String(raw.name ?? '');
  if (typeof type === 'string' && RANGE_TYPES.includes(type)) {
    const min = toNumber(raw.from) ?? 0;
    const max = toNumber(raw.to) ?? min;
    return { name, type: 'range', key: keyOf(raw), min, max, open: OPEN_BY_DEFAULT.includes(type) };
  }
  if (typeof type === 'string' && type && Array.isArray(raw.items)) {
    const items = raw.items.map((item) => ({
      id: String(item.id ?? item.value ?? ''),
      value: String(item.value ?? item.id ?? ''),
      count: toNumber(item.count) ?? 0,
    }));
    return { name, type: 'variants', key: keyOf(raw), items, open: OPEN_BY_DEFAULT.includes(type) };
  }
  throw new Error(`Unknown filter type: ${String(type)}`);
}

/** A range counts as not set when both ends are empty or it spans the full minimum-to-maximum. */
export function isRangeSet(range: Range | undefined, filter: RangeFilter): boolean {
  if (!range || (range.from === null && range.to === null)) return false;
  const from = range.from ?? filter.min;
  const to = range.to ?? filter.max;
  return !(from === filter.min && to === filter.max);
}

/** Whether a filter has a value in the selection (ranges by the rule above, variants by a chosen option). */
export function hasValue(filter: Filter, selection: Selection): boolean {
  const value = selection[filter.key];
  if (filter.type === 'range') return isRange(value) && isRangeSet(value, filter);
  return Array.isArray(value) && value.length > 0;
}

/** The selection as sent (docs/behaviour/data.md applied filters): attributes, manufacturers, in_stock, price; unset values left out. */
export function toApplied(selection: Selection, filters: Filter[]): AppliedFilter[] {
  const attributes: { attribute_id: number; value: string[] | Range }[] = [];
  const others: AppliedFilter[] = [];
  for (const filter of filters) {
    if (!hasValue(filter, selection)) continue;
    const chosen = selection[filter.key]!;
    const value = isRange(chosen)
      ? {
          from: chosen.from ?? (filter as RangeFilter).min,
          to: chosen.to ?? (filter as RangeFilter).max,
        }
      : [...chosen];
    if (/^\d+$/.test(filter.key)) attributes.push({ attribute_id: Number(filter.key), value });
    // the filter's key is its type when it has no id: manufacturers, in_stock, price (docs/behaviour/data.md)
    else others.push({ field: filter.key, value } as AppliedFilter);
  }
  const order = ['manufacturers', 'in_stock', 'price'];
  others.sort((a, b) => rank(order, a.field) - rank(order, b.field));
  return attributes.length ? [{ field: 'attributes', value: attributes }, ...others] : others;
}

const rank = (order: string[], field: string) => {
  const index = order.indexOf(field);
  return index < 0 ? order.length : index;
};

const asRange = (value: unknown): Range | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  return { from: toNumber(from), to: toNumber(to) };
};

const asIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(String);

/** The applied set of the page, read back into a selection (the inverse of toApplied). */
export function fromApplied(applied: unknown): Selection {
  const selection: Selection = {};
  if (!Array.isArray(applied)) return selection;
  for (const entry of applied as AppliedFilter[]) {
    if (!entry || typeof entry.field !== 'string') continue;
    if (entry.field === 'attributes' && Array.isArray(entry.value)) {
      for (const attribute of entry.value as { attribute_id?: unknown; value?: unknown }[]) {
        if (attribute?.attribute_id === undefined) continue;
        const key = String(attribute.attribute_id);
        const range = asRange(attribute.value);
        if (range) selection[key] = range;
        else selection[key] = [...asIds(selection[key] as string[] | undefined), ...asIds(attribute.value)];
      }
      continue;
    }
    selection[entry.field] = asRange(entry.value) ?? asIds(entry.value);
  }
  return selection;
}

/**
 * The filters after an answer (docs/behaviour/states.md): each option takes its new count (0 when missing from the answer),
 * each range takes the new from/to as its bounds.
 */
export function applyAnswer(filters: Filter[], answer: RawFilter[] | null | undefined): Filter[] {
  const byKey = new Map((answer ?? []).map((raw) => [keyOf(raw), raw]));
  // an unchanged filter keeps its identity, so its section of the panel is not drawn again
  return filters.map((filter) => {
    const fresh = byKey.get(filter.key);
    if (filter.type === 'range') {
      const min = toNumber(fresh?.from) ?? filter.min;
      const max = toNumber(fresh?.to) ?? filter.max;
      return min === filter.min && max === filter.max ? filter : { ...filter, min, max };
    }
    const counts = new Map(
      (fresh?.items ?? []).map((item) => [String(item.id ?? item.value ?? ''), toNumber(item.count) ?? 0]),
    );
    const items = filter.items.map((item) => {
      const count = counts.get(item.id) ?? 0;
      return count === item.count ? item : { ...item, count };
    });
    return items.every((item, index) => item === filter.items[index]) ? filter : { ...filter, items };
  });
}

/** An option is disabled when its count is 0 and it is not already selected (docs/behaviour/validation.md). */
export const isOptionDisabled = (item: VariantItem, selected: boolean) => item.count === 0 && !selected;

export interface Chip {
  key: string;
  /** the option of a variants chip; absent for a range chip */
  itemId?: string;
  name: string;
  from?: number;
  to?: number;
  value?: string;
}

/** One chip per range ('from - to'), one per selected variant value. */
export function chipsOf(selection: Selection, filters: Filter[]): Chip[] {
  const chips: Chip[] = [];
  for (const filter of filters) {
    if (!hasValue(filter, selection)) continue;
    const chosen = selection[filter.key]!;
    if (filter.type === 'range' && isRange(chosen)) {
      chips.push({
        key: filter.key,
        name: filter.name,
        from: chosen.from ?? filter.min,
        to: chosen.to ?? filter.max,
      });
    } else if (filter.type === 'variants' && Array.isArray(chosen)) {
      for (const id of chosen) {
        const item = filter.items.find((option) => option.id === id);
        chips.push({ key: filter.key, itemId: id, name: filter.name, value: item?.value ?? id });
      }
    }
  }
  return chips;
}

/** The selection without one chip: the whole range, or one variant value. */
export function withoutChip(selection: Selection, chip: Chip): Selection {
  const next = { ...selection };
  const chosen = next[chip.key];
  if (chip.itemId === undefined || !Array.isArray(chosen)) delete next[chip.key];
  else {
    const left = chosen.filter((id) => id !== chip.itemId);
    if (left.length) next[chip.key] = left;
    else delete next[chip.key];
  }
  return next;
}

/** The selection with one option ticked or unticked. */
export function toggleOption(selection: Selection, key: string, id: string, on: boolean): Selection {
  const chosen = selection[key];
  const list = Array.isArray(chosen) ? chosen.filter((x) => x !== id) : [];
  if (on) list.push(id);
  const next = { ...selection };
  if (list.length) next[key] = list;
  else delete next[key];
  return next;
}

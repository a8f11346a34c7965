import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatNumber } from './ru-number.ts';

/** The parser's element types this formatter knows (its TYPE enum), without loading the parser's module. */
const TYPE = { literal: 0, argument: 1, plural: 6, pound: 7 } as const;

type Values = Record<string, string | number>;

const plurals = new Map<string, Intl.PluralRules>();
const pluralRules = (locale: string) => {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/**
 * Formats a parsed message made of texts, plain arguments and plurals (with `#`) as intl-messageformat does,
 * without creating an intl: @formatjs/intl's createIntl checks its locale with `supportedLocalesOf`, which takes
 * 10–30 ms on a page's first call, on the path to the first render. Null for anything else (selects, number
 * or date styles, tags), which goes to @formatjs/intl.
 */
export function simpleFormat(
  message: MessageFormatElement[],
  values: Values,
  locale: string,
  count: number | null = null,
): string | null {
  let text = '';
  for (const element of message) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.argument) {
      const value = values[element.value];
      if (value === undefined) return null;
      text += String(value);
    } else if (element.type === TYPE.pound && count !== null) {
      text += formatNumber(count);
    } else if (element.type === TYPE.plural && element.pluralType === 'cardinal') {
      const value = Number(values[element.value]);
      if (!Number.isFinite(value)) return null;
      const rule = pluralRules(locale).select(value - element.offset);
      const option = element.options[`=${value}`] ?? element.options[rule] ?? element.options.other;
      if (!option) return null;
      const inner = simpleFormat(option.value, values, locale, value - element.offset);
      if (inner === null) return null;
      text += inner;
    } else return null;
  }
  return text;
}

/** Whether simpleFormat formats this message: texts, plain arguments and cardinal plurals, nothing else. */
export function isSimple(message: MessageFormatElement[]): boolean {
  return message.every(
    (element) =>
      element.type === TYPE.literal ||
      element.type === TYPE.argument ||
      element.type === TYPE.pound ||
      (element.type === TYPE.plural &&
        element.pluralType === 'cardinal' &&
        Object.values(element.options).every((option) => isSimple(option.value))),
  );
}

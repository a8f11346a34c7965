import { expect } from '@open-wc/testing';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlFormat } from '../../../shared/i18n/intl-format.ts';
import { isSimple, simpleFormat } from '../../../shared/i18n/simple-format.ts';
import ru from '../../../shared/i18n/ru.json';
import uz from '../../../shared/i18n/uz.json';
import '../../helpers/page.ts';

/** The arguments a parsed message names, and whether each is counted by a plural. */
function argumentsOf(message: MessageFormatElement[], found = new Map<string, boolean>()) {
  for (const element of message) {
    if (element.type === TYPE.argument) found.set(element.value, found.get(element.value) ?? false);
    if (element.type === TYPE.plural) {
      found.set(element.value, true);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

describe('messages without an intl (a plain argument or a plural): the same text as @formatjs/intl', () => {
  const catalogues = { ru, uz } as unknown as Record<
    'ru' | 'uz',
    Record<string, string | MessageFormatElement[]>
  >;
  for (const locale of ['ru', 'uz'] as const) {
    it(`${locale}: every message with arguments, for counts 0, 1, 2, 5, 11, 21 and 1001`, () => {
      let compared = 0;
      for (const [key, message] of Object.entries(catalogues[locale])) {
        if (typeof message === 'string') continue;
        const names = argumentsOf(message);
        for (const count of [0, 1, 2, 5, 11, 21, 1001]) {
          const values = Object.fromEntries(
            [...names].map(([name, counted]) => [name, counted ? count : `«${name} ${count}»`]),
          );
          const quick = simpleFormat(message, values, locale);
          expect(isSimple(message), `${key} is one of the simple messages`).to.equal(true);
          expect(quick).to.not.equal(null);
          const formatted = intlFormat({ ...catalogues.ru, ...catalogues[locale] }, key, values, locale);
          expect(quick, `${locale} ${key} ${count}`).to.equal(formatted);
          compared++;
        }
      }
      expect(compared).to.be.greaterThan(50);
    });
  }

  it('a message of another kind is left to @formatjs/intl', () => {
    const select: MessageFormatElement[] = [
      { type: TYPE.select, value: 'kind', options: { other: { value: [] } } },
    ];
    expect(simpleFormat(select, { kind: 'a' }, 'ru')).to.equal(null);
    expect(isSimple(select)).to.equal(false);
    expect(simpleFormat([{ type: TYPE.argument, value: 'missing' }], {}, 'ru')).to.equal(null);
  });
});

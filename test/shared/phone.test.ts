import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PHONE_MASKS, phoneDigits, phonePattern } from '../../shared/domain/phone.ts';
import { maskPhone } from '../../shared/ui/phone-mask.ts';
import { cleanup, mount, setPageConfig } from '../helpers/page.ts';

describe('phones (spec §5)', () => {
  describe('the masks by locale', () => {
    it("ru: mask +7 (###) ### ## ##, placeholder '+7 (___) ___ __ __', 18 characters", () => {
      expect(PHONE_MASKS.ru.mask.replace(/0/g, '#')).to.equal('+7 (###) ### ## ##');
      expect(PHONE_MASKS.ru.placeholder).to.equal('+7 (___) ___ __ __');
      expect(PHONE_MASKS.ru.length).to.equal('+7 (###) ### ## ##'.length);
    });
    it("uz: mask +998-##-###-##-##, placeholder '+998 __ ___ __ __', 17 characters", () => {
      expect(PHONE_MASKS.uz.mask.replace(/0/g, '#')).to.equal('+998-##-###-##-##');
      expect(PHONE_MASKS.uz.placeholder).to.equal('+998 __ ___ __ __');
      expect(PHONE_MASKS.uz.length).to.equal('+998-##-###-##-##'.length);
    });
  });

  describe('a phone input pattern requires exactly the mask length', () => {
    const table: ['ru' | 'uz', string, boolean][] = [
      ['ru', '+7 (916) 123 45 67', true],
      ['ru', '+7 (916) 123 45 6', false],
      ['ru', '+7 (916) 123 45 678', false],
      ['uz', '+998-90-123-45-67', true],
      ['uz', '+998-90-123-45-6', false],
      ['ru', '+7 (916) 123 45 __', false],
    ];
    for (const [locale, value, valid] of table) {
      it(`${locale}: "${value}" ${valid ? 'passes' : 'fails'}`, () => {
        expect(new RegExp(`^(?:${phonePattern(locale)})$`).test(value)).to.equal(valid);
      });
    }
  });

  describe('digits only before sending (profile and register phones)', () => {
    const table: [string, string][] = [
      ['+7 (916) 123 45 67', '79161234567'],
      ['+998-90-123-45-67', '998901234567'],
      ['8 916 123-45-67', '89161234567'],
      ['', ''],
    ];
    for (const [input, digits] of table) {
      it(`"${input}" → "${digits}"`, () => expect(phoneDigits(input)).to.equal(digits));
    }
  });

  describe('every tel input is masked by locale while typing', () => {
    afterEach(cleanup);

    it('ru: typing 9161234567 shows +7 (916) 123 45 67, with the placeholder and pattern of the mask', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      expect(input.placeholder).to.equal('+7 (___) ___ __ __');
      expect(input.pattern).to.equal('[^_]{18}');
      input.focus();
      await sendKeys({ type: '9161234567' });
      expect(input.value).to.equal('+7 (916) 123 45 67');
      expect(input.validity.patternMismatch).to.equal(false);
      await sendKeys({ type: '99' });
      expect(input.value, 'no digit beyond the mask').to.equal('+7 (916) 123 45 67');
      stop();
    });

    it('ru: an unfinished number does not match the pattern', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      expect(input.value, 'the mask shows while focused').to.equal('+7 (___) ___ __ __');
      await sendKeys({ type: '91612' });
      expect(input.value).to.equal('+7 (916) 12_ __ __');
      expect(input.validity.patternMismatch).to.equal(true);
      input.blur();
      expect(input.value).to.equal('+7 (916) 12');
      expect(input.validity.patternMismatch).to.equal(true);
      stop();
    });

    it('uz: typing 901234567 shows +998-90-123-45-67, with the uz placeholder and pattern', async () => {
      setPageConfig({ storeId: '1', lang: 'uz' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      expect(input.placeholder).to.equal('+998 __ ___ __ __');
      expect(input.pattern).to.equal('[^_]{17}');
      input.focus();
      await sendKeys({ type: '901234567' });
      expect(input.value).to.equal('+998-90-123-45-67');
      expect(input.validity.valid).to.equal(true);
      stop();
    });

    it('leaving an untouched field empties it again, so the placeholder shows', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone"><button>x</button>').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      input.blur();
      expect(input.value).to.equal('');
      stop();
    });

    it('uz: a digit typed with the caret before the first slot fills the first slot', async () => {
      setPageConfig({ storeId: '1', lang: 'uz' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      input.setSelectionRange(0, 0);
      await sendKeys({ type: '901234567' });
      expect(input.value).to.equal('+998-90-123-45-67');
      stop();
    });

    it('letters are not accepted', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      await sendKeys({ type: 'abc9' });
      input.blur();
      expect(input.value).to.equal('+7 (9');
      stop();
    });
  });
});

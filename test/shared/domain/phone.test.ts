import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PHONE_MASKS, nationalNumber, phoneDigits, phonePattern } from '../../../shared/domain/phone.ts';
import { maskPhone } from '../../../shared/ui/phone-mask/phone-mask.ts';
import { cleanup, mount, setPageConfig, until } from '../../helpers/page.ts';
import { paste } from '../../helpers/phone.ts';

describe('phones (docs/behaviour/validation.md)', () => {
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

  describe('a number as Russians and Uzbeks write it: the digits after the country code', () => {
    const table: ['ru' | 'uz', string, string | null][] = [
      ['ru', '9161234567', '9161234567'],
      ['ru', '89161234567', '9161234567'],
      ['ru', '+79161234567', '9161234567'],
      ['ru', '79161234567', '9161234567'],
      ['ru', '8 (916) 123-45-67', '9161234567'],
      ['ru', '+7 (916) 123-45-67', '9161234567'],
      ['ru', '+7 916 123 45 67', '9161234567'],
      ['ru', '7-916-123-45-67', '9161234567'],
      ['ru', '(916) 123-45-67', '9161234567'],
      ['ru', 'тел. 8 916 123 45 67', '9161234567'],
      ['ru', '8121234567', '8121234567'], // St Petersburg without the trunk prefix: area code 812
      ['ru', '88121234567', '8121234567'],
      ['ru', '84951234567', '4951234567'],
      ['ru', '89', '9'], // 8 before a mobile code is the trunk prefix
      ['ru', '84', '84'], // ...before anything else it may be the area code: the next digits decide
      ['ru', '891612345678', null], // more digits than a number holds: nothing is cut off
      ['ru', '+998 90 123 45 67', null],
      ['ru', '+375 29 123 45 67', null], // another country's number is never read as a Russian one
      ['ru', '+3', null],
      ['uz', '+7', null],
      ['uz', '901234567', '901234567'],
      ['uz', '+998901234567', '901234567'],
      ['uz', '998901234567', '901234567'],
      ['uz', '+998 (90) 123-45-67', '901234567'],
      ['uz', '90 123 45 67', '901234567'],
      ['uz', '8 90 123 45 67', '901234567'],
      ['uz', '991234567', '991234567'], // operator code 99, not the country code
      ['uz', '+79161234567', null],
    ];
    for (const [locale, text, national] of table) {
      it(`${locale}: "${text}" → ${national === null ? 'not a number of the locale' : national}`, () =>
        expect(nationalNumber(text, locale)).to.equal(national));
    }
  });

  describe('typed key by key and pasted, the field shows the number the shopper wrote', () => {
    afterEach(cleanup);
    it("ru: '+375 29 123 45 67' typed never becomes another number: the field takes none of it", async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      await sendKeys({ type: '+375 29 123 45 67' });
      input.blur();
      expect(input.value, 'nothing of it, not +7 (375) 291 23 45').to.equal('');
      stop();
    });
    it('ru: a pasted +375 number is refused, and the Russian number typed after it is taken', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      const paste = new DataTransfer();
      paste.setData('text/plain', '+375 29 123 45 67');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: paste, bubbles: true, cancelable: true }),
      );
      expect(input.value).to.not.match(/375|529/);
      await sendKeys({ type: '9161234567' });
      expect(input.value).to.equal('+7 (916) 123 45 67');
      stop();
    });
    const typed: ['ru' | 'uz', string, string][] = [
      ['ru', '9161234567', '+7 (916) 123 45 67'],
      ['ru', '89161234567', '+7 (916) 123 45 67'],
      ['ru', '+79161234567', '+7 (916) 123 45 67'],
      ['ru', '79161234567', '+7 (916) 123 45 67'],
      ['ru', '8 (916) 123-45-67', '+7 (916) 123 45 67'],
      ['ru', '+7 916 123-45-67', '+7 (916) 123 45 67'],
      ['ru', '84951234567', '+7 (495) 123 45 67'],
      ['ru', '8121234567', '+7 (812) 123 45 67'],
      ['ru', '88121234567', '+7 (812) 123 45 67'],
      ['uz', '901234567', '+998-90-123-45-67'],
      ['uz', '+998901234567', '+998-90-123-45-67'],
      ['uz', '998901234567', '+998-90-123-45-67'],
      ['uz', '+998 90 123-45-67', '+998-90-123-45-67'],
    ];
    for (const [locale, keys, shown] of typed) {
      it(`${locale}: typing ${keys} shows ${shown}`, async () => {
        setPageConfig({ storeId: '1', lang: locale });
        const input = mount('<input type="tel" name="phone">').querySelector('input')!;
        const stop = maskPhone(input);
        input.focus();
        await sendKeys({ type: keys });
        expect(input.value).to.equal(shown);
        input.blur();
        expect(input.value).to.equal(shown);
        expect(input.validity.valid).to.equal(true);
        stop();
      });
    }
    it('uz: a +9 typed before the mask has loaded stays the country code once it arrives', async () => {
      setPageConfig({ storeId: '1', lang: 'uz' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      // the first keys land before the field's focus has loaded imask (a slow page, a focus event held back)
      for (const key of '+9')
        input.dispatchEvent(
          new InputEvent('beforeinput', {
            inputType: 'insertText',
            data: key,
            bubbles: true,
            cancelable: true,
          }),
        );
      input.focus();
      await import('../../../shared/ui/phone-mask/phone-mask-control.ts');
      await new Promise((resolve) => setTimeout(resolve));
      await sendKeys({ type: '98901234567' });
      input.blur();
      expect(input.value).to.equal('+998-90-123-45-67');
      stop();
    });
    const pasted: ['ru' | 'uz', string, string][] = [
      ['ru', '8 (916) 123-45-67', '+7 (916) 123 45 67'],
      ['ru', '+7 916 123 45 67', '+7 (916) 123 45 67'],
      ['ru', '7-916-123-45-67', '+7 (916) 123 45 67'],
      ['ru', '89161234567', '+7 (916) 123 45 67'],
      ['ru', '916 123 45 67', '+7 (916) 123 45 67'],
      ['ru', '8 812 123-45-67', '+7 (812) 123 45 67'],
      ['uz', '+998 90 123 45 67', '+998-90-123-45-67'],
      ['uz', '998-90-123-45-67', '+998-90-123-45-67'],
      ['uz', '90 123 45 67', '+998-90-123-45-67'],
    ];
    for (const [locale, text, shown] of pasted) {
      it(`${locale}: pasting "${text}" shows ${shown}`, async () => {
        setPageConfig({ storeId: '1', lang: locale });
        const input = mount('<input type="tel" name="phone">').querySelector('input')!;
        const stop = maskPhone(input);
        input.focus();
        await paste(input, text);
        expect(input.value).to.equal(shown);
        // once imask is there, a paste over the whole number replaces it
        await until(() => input.value.includes('_') || input.value === shown, 'the mask');
        input.select();
        await paste(input, text);
        input.blur();
        expect(input.value).to.equal(shown);
        stop();
      });
    }

    it('ru: a paste that holds more digits than a number is refused, and the field keeps what it had', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      await sendKeys({ type: '916' });
      await paste(input, '+998 90 123 45 67');
      input.blur();
      expect(input.value).to.equal('+7 (916');
      stop();
    });

    it('ru: digits typed in the middle of a full number are refused, not pushed off its end', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      await sendKeys({ type: '9161234567' });
      input.setSelectionRange(6, 6);
      await sendKeys({ type: '5' });
      expect(input.value).to.equal('+7 (916) 123 45 67');
      stop();
    });

    it('ru: Backspace deletes the last digit, over the fixed characters', async () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone">').querySelector('input')!;
      const stop = maskPhone(input);
      input.focus();
      await sendKeys({ type: '9161' });
      await until(() => input.value === '+7 (916) 1__ __ __', 'the slots of the mask');
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '2' });
      input.blur();
      expect(input.value).to.equal('+7 (916) 2');
      stop();
    });

    it('a value in the field before the mask (a prefill) is read like a pasted one', () => {
      setPageConfig({ storeId: '1', lang: 'ru' });
      const input = mount('<input type="tel" name="phone" value="89161234567">').querySelector('input')!;
      const stop = maskPhone(input);
      expect(input.value).to.equal('+7 (916) 123 45 67');
      stop();
    });
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

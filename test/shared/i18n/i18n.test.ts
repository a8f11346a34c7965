import { expect } from '@open-wc/testing';
import ru from '../../../shared/i18n/ru.json';
import uz from '../../../shared/i18n/uz.json';
import { addMessages, formatMoney, productsCount, t, type MessageKey } from '../../../shared/i18n/index.ts';
import { runtimeMessages } from '../../../shared/i18n/messages.ts';
import { captureConsole } from '../../helpers/console.ts';
import { setPageConfig, until } from '../../helpers/page.ts';

// a page gets ru in parts, each element's with its chunk; these cases read any message
addMessages(ru, Object.keys(ru) as MessageKey[]);

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('i18n', () => {
  beforeEach(() => setPageConfig({ storeId: '1' }));

  it('Russian plural rule: form 0 for 0, one, few and many by the last digits (docs/behaviour/constants.md)', () => {
    const table: [number, string][] = [
      [0, '0 товаров'],
      [1, '1 товар'],
      [2, '2 товара'],
      [4, '4 товара'],
      [5, '5 товаров'],
      [11, '11 товаров'],
      [12, '12 товаров'],
      [14, '14 товаров'],
      [19, '19 товаров'],
      [21, '21 товар'],
      [22, '22 товара'],
      [25, '25 товаров'],
      [101, '101 товар'],
      [111, '111 товаров'],
      [112, '112 товаров'],
      [1001, '1 001 товар'],
    ];
    for (const [n, text] of table) expect(nbsp(productsCount(n, 'ru')), `n = ${n}`).to.equal(text);
  });

  it("Uzbek product count reads '{n} ta mahsulot'", () => {
    expect(productsCount(0, 'uz')).to.equal('0 ta mahsulot');
    expect(productsCount(21, 'uz')).to.equal('21 ta mahsulot');
  });

  it('money in the cart reading shows 0 to 2 fraction digits, in roubles for ru-RU', () => {
    expect(nbsp(formatMoney(1318, 'cart'))).to.equal('1 318 ₽');
    expect(nbsp(formatMoney(1318.5, 'cart'))).to.equal('1 318,5 ₽');
    expect(nbsp(formatMoney(99.999, 'cart'))).to.equal('100 ₽');
    expect(nbsp(formatMoney(10.25, 'cart'))).to.equal('10,25 ₽');
  });

  it('money on the checkout shows kopecks as two digits and whole roubles without any', () => {
    expect(nbsp(formatMoney(21784.7, 'order'))).to.equal('21 784,70 ₽');
    expect(nbsp(formatMoney(21784, 'order'))).to.equal('21 784 ₽');
    expect(nbsp(formatMoney(10.25, 'order'))).to.equal('10,25 ₽');
    expect(nbsp(formatMoney(99.999, 'order'))).to.equal('100 ₽');
  });

  it('money in the catalogue reading shows no decimals', () => {
    expect(nbsp(formatMoney(1318.5, 'catalog'))).to.equal('1 319 ₽');
    expect(nbsp(formatMoney(2490, 'catalog'))).to.equal('2 490 ₽');
  });

  it('every Russian message has an Uzbek translation, and the catalogues agree on keys', () => {
    expect(Object.keys(uz).sort()).to.deep.equal(Object.keys(ru).sort());
  });

  it('a key missing from the locale falls back to Russian; an unknown locale reads Russian, and the config report says so', async () => {
    const logged = captureConsole();
    setPageConfig({ storeId: '1', lang: 'de' });
    expect(t('close')).to.equal('Закрыть');
    expect(t('close', undefined, 'uz')).to.equal('Yopish');
    await until(() => logged.errors.length > 0, 'the config report');
    expect(logged.errors).to.deep.equal([
      '[shop-elements] SHOP_CONFIG_WRONG_VALUE the page config: "lang" must be "ru" or "uz"; using "ru". See @shop-elements/elements/docs/errors.md#shop_config_wrong_value',
    ]);
  });

  it('the exact texts of docs/behaviour/ are messages', () => {
    expect(t('password_mismatch', undefined, 'ru')).to.equal('Ошибка! Пароли не совпадают');
    expect(t('password_short', undefined, 'ru')).to.equal('Ошибка! Пароль меньше 8 символов');
    expect(t('menu', undefined, 'ru')).to.equal('Меню');
    expect(t('to_favorite', undefined, 'ru')).to.equal('В избранное');
    expect(t('reset_sent', undefined, 'ru')).to.equal('Новый пароль был выслан на Ваш E-Mail.!');
    expect(t('field_empty', undefined, 'ru')).to.equal('Поле пустое');
    expect(nbsp(t('per_item', { price: '1 318 ₽' }, 'ru'))).to.equal('1 318 ₽/шт.');
  });

  it('a messages.ts gets only the ids it lists of ru.json (scripts/build/vite-precompile-messages.ts)', () => {
    expect(Object.keys(runtimeMessages.ru).sort()).to.deep.equal([...runtimeMessages.ids].sort());
    expect(runtimeMessages.ru.generic_error).to.equal(ru.generic_error);
  });

  it('an id whose part has not arrived shows the id, and says so on the console', () => {
    const logged = captureConsole();
    expect(t('no_such_message' as MessageKey)).to.equal('no_such_message');
    expect(logged.errors).to.deep.equal([
      '[shop-elements] i18n: no message "no_such_message" in the catalogue parts loaded',
    ]);
  });
});

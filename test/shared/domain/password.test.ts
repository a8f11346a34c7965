import { expect } from '@open-wc/testing';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../shared/domain/password.ts';
import { addMessages, t } from '../../../shared/i18n/index.ts';
import ru from '../../../shared/i18n/ru.json';

// the texts travel with <shop-form>'s chunk (elements/shop-form/messages.ts)
addMessages(ru, ['password_mismatch', 'password_short']);

describe('password rules (docs/behaviour/validation.md, docs/behaviour/constants.md)', () => {
  it('the minimum password length is 8', () => expect(MIN_PASSWORD_LENGTH).to.equal(8));

  const table: [string, string, string | null][] = [
    ['secret12', 'secret12', null],
    ['12345678', '12345678', null],
    ['secret12', 'secret13', 'Ошибка! Пароли не совпадают'],
    ['short', 'other', 'Ошибка! Пароли не совпадают'],
    ['short', 'short', 'Ошибка! Пароль меньше 8 символов'],
    ['1234567', '1234567', 'Ошибка! Пароль меньше 8 символов'],
    ['', '', 'Ошибка! Пароль меньше 8 символов'],
    ['пароль12', 'пароль12', null],
  ];
  for (const [password, confirmation, message] of table) {
    it(`"${password}" / "${confirmation}" → ${message ?? 'accepted'}`, () => {
      const problem = passwordProblem(password, confirmation);
      expect(problem ? t(problem, undefined, 'ru') : null).to.equal(message);
    });
  }
  it('the mismatch is checked before the length', () => {
    expect(passwordProblem('short', 'shorter')).to.equal('password_mismatch');
  });
});

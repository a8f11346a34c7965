import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import '../../elements/shop-form/shop-form.ts';
import { CALLS, type Call } from '../../shared/contract/calls.ts';
import { ENQUIRY_PATHS, type EnquiryType } from '../../shared/contract/forms.ts';
import { formFields } from '../../shared/contract/requests.ts';
import { forgetCaptchaScript } from '../../shared/services/captcha-widget.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { cleanup, mount, newShopper, ready, setPageConfig, until } from '../helpers/page.ts';
import {
  click,
  fillEnquiry,
  json,
  mountEnquiry,
  tickCaptcha,
  typeInto,
  watchCalls,
  CAPTCHA,
} from '../helpers/forms.ts';

const PRODUCT = 5;

/** The form data one submit of `form` sends, answered as a success without reaching the store. */
async function sentBy(form: HTMLFormElement, answer: unknown = { success: true }): Promise<FormData> {
  const watch = watchCalls(
    (url) => url.includes('/api/'),
    async () => json(answer),
  );
  try {
    await click(form.querySelector('button[type=submit], button:not([type])')!);
    await until(() => watch.calls.length === 1, 'the request');
    return watch.calls[0]!.body!;
  } finally {
    watch.restore();
  }
}

/** The issues of form data against a call's request schema, with the field at fault. */
const problems = (call: Call, data: FormData) =>
  (v.safeParse(call.body!.schema, formFields(data)).issues ?? []).map(
    (issue) => `${v.getDotPath(issue)}: ${issue.message}`,
  );

describe("the elements' real form data passes the contract's request schemas", () => {
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
    sinon.stub(navigation, 'go'); // sign-in and registration go on to redirect_url
  });
  afterEach(() => {
    sinon.restore();
    cleanup();
    forgetCaptchaScript();
  });

  const types = [...Object.keys(ENQUIRY_PATHS), 'product-review'] as EnquiryType[];
  for (const type of types) {
    it(`the ${type} enquiry, as the store renders it`, async () => {
      const page = await mountEnquiry(type, PRODUCT);
      const form = (await ready(page.querySelector('shop-form'))).querySelector('form')!;
      await fillEnquiry(form);
      await tickCaptcha(form);
      const call = type === 'product-review' ? CALLS.review : CALLS[`enquiry.${type}`];
      expect(problems(call, await sentBy(form))).to.deep.equal([]);
    });
  }

  const forms: [string, Call, string, Record<string, string>][] = [
    ['login', CALLS.login, 'email password', { email: 'anna@example.ru', password: 'secret123' }],
    [
      'register',
      CALLS.register,
      'first_name email phone password password_confirmation',
      {
        first_name: 'Анна',
        email: 'anna@example.ru',
        password: 'secret123',
        password_confirmation: 'secret123',
      },
    ],
    ['password-reset', CALLS.passwordReset, 'email', { email: 'anna@example.ru' }],
    [
      'password-reset-handle',
      CALLS.passwordResetHandle,
      'token password password_confirmation',
      { token: 'reset-token', password: 'secret123', password_confirmation: 'secret123' },
    ],
    ['profile', CALLS.profile, 'first_name email phone', { first_name: 'Анна', email: 'anna@example.ru' }],
    [
      'password',
      CALLS.password,
      'password password_confirmation',
      { password: 'secret123', password_confirmation: 'secret123' },
    ],
    ['subscription', CALLS.subscription, 'subscribed', {}],
  ];
  for (const [type, call, names, values] of forms) {
    it(`the ${type} form`, async () => {
      const inputs = names.split(' ').map((name) => {
        const kind =
          name === 'phone'
            ? 'tel'
            : name.startsWith('password')
              ? 'password'
              : name === 'subscribed'
                ? 'checkbox'
                : 'text';
        return `<label>${name} <input name="${name}" type="${kind}" value="${values[name] ?? '1'}"></label>`;
      });
      const host = await ready(
        mount(
          `<shop-form type="${type}"><form>${inputs.join('')}<button type="submit">OK</button></form></shop-form>`,
        ).querySelector('shop-form'),
      );
      const form = host.querySelector('form')!;
      const phone = form.querySelector<HTMLInputElement>('input[type=tel]');
      if (phone) await typeInto(phone, '9161234567');
      const answer =
        type === 'login' || type === 'register' || type === 'password-reset-handle'
          ? { success: true, redirect_url: '/account' }
          : { success: true };
      expect(problems(call, await sentBy(form, answer))).to.deep.equal([]);
      // a form that follows redirect_url does so before the test lets go of the page (password-reset-handle waits)
      if ('redirect_url' in answer)
        await until(() => (navigation.go as sinon.SinonStub).called, 'the redirect', 4000);
    });
  }
});

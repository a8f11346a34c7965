import * as v from 'valibot';
import { CALL_TIMES } from '../../shared/contract/checkout.ts';
import type { EnquiryType } from '../../shared/contract/forms.ts';
import { PHONE_DIGITS, PhoneDigits } from '../../shared/contract/people.ts';
import { Email } from '../../shared/contract/requests.ts';
import ru from '../../shared/i18n/ru.json' with { type: 'json' };
import uz from '../../shared/i18n/uz.json' with { type: 'json' };
import { HttpError } from './http.ts';
import type { Lang } from './lang.ts';
import { phrasebook } from './pages/texts/phrasebook.ts';
import { MAX_QUANTITY } from './store/cart.ts';

/**
 * The fields of every form the store renders and checks: the enquiry forms, the account and sign-in forms.
 * Pages render them (pages/forms-markup.ts); routes check what comes back: the contract's schema first
 * (api/contract-route.ts, its issues told in Russian by issueErrors), then the demo form's own fields
 * (checkFields), as a CMS would.
 */

export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'tel' | 'email' | 'url' | 'number' | 'textarea' | 'hidden' | 'checkbox' | 'select';
  required?: boolean;
  /** select options [value, label] */
  options?: [string, string][];
  min?: number;
  max?: number;
  placeholder?: string;
}

export interface FormDef {
  title: string;
  fields: FieldDef[];
  /** the form is about one product (a hidden product field) */
  product?: boolean;
}

export const nameField: FieldDef = { name: 'name', label: 'Имя', type: 'text', required: true };
const phone: FieldDef = { name: 'phone', label: 'Телефон', type: 'tel', required: true };
const email = (required = false): FieldDef => ({ name: 'email', label: 'E-mail', type: 'email', required });
const message = (label = 'Сообщение', required = false): FieldDef => ({
  name: 'message',
  label,
  type: 'textarea',
  required,
});
const agreement: FieldDef = {
  name: 'agreement',
  label: 'Я согласен с политикой конфиденциальности',
  type: 'checkbox',
  required: true,
};

/** Every enquiry form of docs/behaviour/README.md with the fields the demo store asks for (the CMS owns them in a real store). */
export const ENQUIRY_FORMS: Record<EnquiryType, FormDef> = {
  feedback: {
    title: 'Обратная связь',
    fields: [nameField, phone, email(), message('Сообщение', true), agreement],
  },
  available: {
    title: 'Сообщить о поступлении',
    product: true,
    fields: [nameField, phone, message('Комментарий'), agreement],
  },
  cheaper: {
    title: 'Нашли дешевле?',
    product: true,
    fields: [
      nameField,
      phone,
      { name: 'link', label: 'Ссылка на товар с меньшей ценой', type: 'url', required: true },
      message('Комментарий'),
      agreement,
    ],
  },
  bargain: {
    title: 'Торг уместен',
    product: true,
    fields: [
      nameField,
      phone,
      { name: 'price', label: 'Ваша цена, ₽', type: 'number', required: true, min: 1 },
      message('Комментарий'),
      agreement,
    ],
  },
  'call-me': {
    title: 'Перезвоните мне',
    fields: [
      nameField,
      phone,
      {
        name: 'call_time',
        label: 'Когда вам позвонить?',
        type: 'select',
        options: CALL_TIMES.map((minutes) => [String(minutes), `В течение ${minutes} минут`]),
      },
      agreement,
    ],
  },
  'quick-order': {
    title: 'Купить в один клик',
    product: true,
    fields: [
      nameField,
      phone,
      { name: 'quantity', label: 'Количество', type: 'number', required: true, min: 1, max: MAX_QUANTITY },
      agreement,
    ],
  },
  credit: {
    title: 'Купить в кредит',
    product: true,
    fields: [
      nameField,
      phone,
      {
        name: 'term',
        label: 'Срок кредита',
        type: 'select',
        required: true,
        options: [
          ['6', '6 месяцев'],
          ['12', '12 месяцев'],
          ['24', '24 месяца'],
        ],
      },
      agreement,
    ],
  },
  'calculate-installment': {
    title: 'Рассчитать рассрочку',
    fields: [
      nameField,
      phone,
      { name: 'total', label: 'Сумма покупки, ₽', type: 'number', min: 0 },
      agreement,
    ],
  },
  'calculate-work': {
    title: 'Рассчитать стоимость монтажа',
    fields: [
      nameField,
      phone,
      { name: 'square', label: 'Площадь, м²', type: 'number', min: 0 },
      message('Какие работы нужны?'),
      agreement,
    ],
  },
  projecting: {
    title: 'Заявка на проектирование',
    fields: [nameField, phone, email(), message('Опишите объект'), agreement],
  },
  partners: {
    title: 'Стать партнёром',
    fields: [
      { name: 'company', label: 'Компания', type: 'text', required: true },
      nameField,
      phone,
      email(true),
      message('Предложение'),
      agreement,
    ],
  },
  'product-review': {
    title: 'Оставить отзыв',
    product: true,
    fields: [
      nameField,
      {
        name: 'rating',
        label: 'Оценка',
        type: 'select',
        required: true,
        options: [
          ['5', '5 — отлично'],
          ['4', '4 — хорошо'],
          ['3', '3 — нормально'],
          ['2', '2 — плохо'],
          ['1', '1 — ужасно'],
        ],
      },
      { name: 'text', label: 'Отзыв', type: 'textarea', required: true },
    ],
  },
};

export type FieldErrors = Record<string, string[]>;
/** A form as the contract's schemas read it: each field's text (shared/contract/requests.ts formFields). */
export type Fields = Record<string, string>;

const REQUIRED = 'Поле обязательно для заполнения.';
const PHONE = 'Укажите номер телефона полностью.';
const EMAIL = 'Укажите правильный e-mail.';

/** A field's text, trimmed; '' when missing. */
export const fieldText = (data: Fields, field: string) => data[field]?.trim() ?? '';

/** Checks the fields of a definition the way a store's backend would; returns the errors by field. */
export function checkFields(fields: FieldDef[], data: Fields): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, problem: string) => (errors[field] ??= []).push(problem);
  for (const field of fields) {
    const value = fieldText(data, field.name);
    if (!value) {
      if (field.required) add(field.name, REQUIRED);
      continue;
    }
    if (value.length > 5000) add(field.name, 'Слишком длинное значение.');
    // a masked phone as typed; the contract's phone rule applies to its digits
    if (field.type === 'tel' && !v.is(PhoneDigits, value.replace(/\D/g, ''))) add(field.name, PHONE);
    if (field.type === 'email' && !v.is(Email, value)) add(field.name, EMAIL);
    if (field.type === 'url') {
      try {
        const url = new URL(value);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      } catch {
        add(field.name, 'Укажите ссылку, начинающуюся с http:// или https://.');
      }
    }
    if (field.type === 'number') {
      const number = Number(value.replace(',', '.'));
      if (
        !Number.isFinite(number) ||
        (field.min !== undefined && number < field.min) ||
        (field.max !== undefined && number > field.max)
      )
        add(field.name, 'Укажите правильное число.');
    }
    if (field.type === 'select' && field.options && !field.options.some(([option]) => option === value))
      add(field.name, 'Выберите значение из списка.');
  }
  return errors;
}

/** The Russian text of one issue of a contract schema; the password rules' keys are the elements' own texts. */
function issueText(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'union' && issue.issues) {
    // a union's last alternative is the rule (the first ones are '' and the like)
    return issueText(issue.issues[issue.issues.length - 1]!);
  }
  if (issue.message in ru) return ru[issue.message as keyof typeof ru];
  if (issue.input === undefined || issue.type === 'non_empty') return REQUIRED;
  if (issue.type === 'regex' && issue.requirement === PHONE_DIGITS) return PHONE;
  if (issue.type === 'email') return EMAIL;
  return 'Проверьте значение.';
}

/**
 * A contract schema's issues as field errors (`{field: [message]}`, dotted paths for nested fields): the first
 * problem of each field, as the elements check them (the password's mismatch before its length).
 */
export function issueErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'body'] ??= [issueText(issue)];
  return errors;
}

/** The elements' own texts (ru.json) by their Russian, to tell them in uz (uz.json) under the same key. */
const ELEMENT_KEYS = new Map(Object.entries(ru).map(([key, text]) => [text, key]));

/** One field error in the language: the elements' texts from uz.json, the store's from the phrasebook. */
function errorIn(lang: Lang, message: string): string {
  if (lang === 'ru') return message;
  const key = ELEMENT_KEYS.get(message) as keyof typeof uz | undefined;
  return key && key in uz ? uz[key] : phrasebook(lang)(message);
}

/** 422 with Laravel's field-error body plus success: false; the errors told in the request's language. */
export function invalid(errors: FieldErrors, lang: Lang = 'ru'): never {
  const told = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => errorIn(lang, m))]),
  );
  throw new HttpError(422, 'The given data was invalid.', {
    success: false,
    message: 'The given data was invalid.',
    errors: told,
  });
}

export const PROFILE_FIELDS: FieldDef[] = [
  { name: 'first_name', label: 'Имя', type: 'text', required: true },
  { name: 'last_name', label: 'Фамилия', type: 'text' },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Телефон', type: 'tel' },
];

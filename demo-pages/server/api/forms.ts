import type { StoreCtx, StoreRouter, Store } from '../context.ts';
import { verifyCaptchaToken } from '../captcha.ts';
import { HttpError } from '../http.ts';
import {
  CAPTCHA_FIELD,
  ENQUIRY_PATHS,
  MONTAZH_PATH,
  type EnquiryType,
} from '../../../shared/domain/enquiries.ts';

export { CAPTCHA_FIELD, MONTAZH_PATH, type EnquiryType };

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

const name: FieldDef = { name: 'name', label: 'Имя', type: 'text', required: true };
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

/** Every enquiry form of spec §1 with the fields the demo store asks for (the CMS owns them in a real store). */
export const ENQUIRY_FORMS: Record<EnquiryType, FormDef> = {
  feedback: {
    title: 'Обратная связь',
    fields: [name, phone, email(), message('Сообщение', true), agreement],
  },
  available: {
    title: 'Сообщить о поступлении',
    product: true,
    fields: [name, phone, message('Комментарий'), agreement],
  },
  cheaper: {
    title: 'Нашли дешевле?',
    product: true,
    fields: [
      name,
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
      name,
      phone,
      { name: 'price', label: 'Ваша цена, ₽', type: 'number', required: true, min: 1 },
      message('Комментарий'),
      agreement,
    ],
  },
  'call-me': {
    title: 'Перезвоните мне',
    fields: [
      name,
      phone,
      {
        name: 'call_time',
        label: 'Когда вам позвонить?',
        type: 'select',
        options: [
          ['10', 'В течение 10 минут'],
          ['20', 'В течение 20 минут'],
          ['30', 'В течение 30 минут'],
        ],
      },
      agreement,
    ],
  },
  'quick-order': {
    title: 'Купить в один клик',
    product: true,
    fields: [
      name,
      phone,
      { name: 'quantity', label: 'Количество', type: 'number', required: true, min: 1, max: 9999 },
      agreement,
    ],
  },
  credit: {
    title: 'Купить в кредит',
    product: true,
    fields: [
      name,
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
    fields: [name, phone, { name: 'total', label: 'Сумма покупки, ₽', type: 'number', min: 0 }, agreement],
  },
  'calculate-work': {
    title: 'Рассчитать стоимость монтажа',
    fields: [
      name,
      phone,
      { name: 'square', label: 'Площадь, м²', type: 'number', min: 0 },
      message('Какие работы нужны?'),
      agreement,
    ],
  },
  projecting: {
    title: 'Заявка на проектирование',
    fields: [name, phone, email(), message('Опишите объект'), agreement],
  },
  partners: {
    title: 'Стать партнёром',
    fields: [
      { name: 'company', label: 'Компания', type: 'text', required: true },
      name,
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
      name,
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors = Record<string, string[]>;

const text = (data: FormData, field: string) => {
  const value = data.get(field);
  return typeof value === 'string' ? value.trim() : '';
};

/** Checks the fields of a definition the way a store's backend would; returns the errors by field. */
export function checkFields(fields: FieldDef[], data: FormData): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, problem: string) => (errors[field] ??= []).push(problem);
  for (const field of fields) {
    const value = text(data, field.name);
    if (!value) {
      if (field.required) add(field.name, 'Поле обязательно для заполнения.');
      continue;
    }
    if (value.length > 5000) add(field.name, 'Слишком длинное значение.');
    if (field.type === 'tel') {
      const digits = value.replace(/\D/g, '');
      if (digits.length < 11 || digits.length > 12) add(field.name, 'Укажите номер телефона полностью.');
    }
    if (field.type === 'email' && !EMAIL.test(value)) add(field.name, 'Укажите правильный e-mail.');
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

/** 422 with Laravel's field-error body plus success: false. */
export function invalid(errors: FieldErrors): never {
  throw new HttpError(422, 'The given data was invalid.', {
    success: false,
    message: 'The given data was invalid.',
    errors,
  });
}

/** Stores a submission for the inbox (/demo/inbox) and returns its id. */
export function storeSubmission(store: Store, form: string, data: Record<string, unknown>): number {
  return store.db.run('INSERT INTO submissions (form, data, created_at) VALUES (?, ?, ?)', [
    form,
    JSON.stringify(data),
    new Date().toISOString(),
  ]);
}

/** The form data as a plain object, without the captcha token (the inbox shows what the shopper typed). */
function plain(data: FormData, skip: string[] = [CAPTCHA_FIELD, 'smart-token']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of data) {
    if (skip.includes(key) || typeof value !== 'string') continue;
    out[key] = key in out ? `${out[key]}, ${value}` : value;
  }
  return out;
}

async function readForm(ctx: StoreCtx): Promise<FormData> {
  try {
    return await ctx.form();
  } catch {
    throw new HttpError(400, 'The body must be form data.');
  }
}

/** Validates, checks the captcha, stores the submission and answers {success: true} (spec §7 enquiry forms). */
function receive(
  ctx: StoreCtx,
  data: FormData,
  form: string,
  fields: FieldDef[],
  extra: Record<string, string> = {},
): { success: true } {
  const errors = checkFields(fields, data);
  const { store } = ctx.state;
  // the token is spent even when a field is wrong, as SmartCaptcha's are
  if (!verifyCaptchaToken(store, data.get(CAPTCHA_FIELD))) {
    errors[CAPTCHA_FIELD] = ['Проверка не пройдена. Подтвердите, что вы не робот.'];
  }
  if (Object.keys(errors).length) invalid(errors);
  storeSubmission(store, form, { ...plain(data), ...extra });
  return { success: true };
}

const productField: FieldDef = { name: 'product_id', label: 'Товар', type: 'hidden', required: true };

export function formRoutes(router: StoreRouter): void {
  for (const [type, def] of Object.entries(ENQUIRY_FORMS) as [EnquiryType, FormDef][]) {
    if (type === 'product-review') continue;
    router.post(`/api/:store/:lang/${ENQUIRY_PATHS[type]}`, async (ctx) => {
      const fields = def.product ? [productField, ...def.fields] : def.fields;
      const data = await readForm(ctx);
      if (def.product) {
        const id = Number(text(data, 'product_id'));
        const product = ctx.state.store.catalog.byId.get(id);
        if (!product) {
          // spend the token all the same
          verifyCaptchaToken(ctx.state.store, data.get(CAPTCHA_FIELD));
          invalid({ product_id: ['Товар не найден.'] });
        }
        return receive(ctx, data, type, fields, { product: product.name });
      }
      return receive(ctx, data, type, fields);
    });
  }

  router.post('/api/:store/:lang/products/:productId/review', async (ctx) => {
    const product = ctx.state.store.catalog.byId.get(Number(ctx.params.productId));
    if (!product) throw new HttpError(404, 'Product not found.');
    return receive(ctx, await readForm(ctx), 'product-review', ENQUIRY_FORMS['product-review'].fields, {
      product: product.name,
      productId: String(product.id),
    });
  });

  router.post(`/api/:store/:lang/${MONTAZH_PATH}`, async (ctx) =>
    receive(ctx, await readForm(ctx), 'montazh', [
      { name: 'installment_type', label: 'Вид работ', type: 'text', required: true },
      { name: 'square', label: 'Площадь', type: 'text', required: true },
      name,
      { name: 'email', label: 'E-mail', type: 'text', required: true },
      { name: 'phone', label: 'Телефон', type: 'text', required: true },
    ]),
  );
}

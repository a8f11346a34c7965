import { CALLS, type Call } from '../../../shared/contract/calls.ts';
import { CAPTCHA_FIELD, ENQUIRY_PATHS, type EnquiryType } from '../../../shared/contract/forms.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import {
  checkFields,
  ENQUIRY_FORMS,
  fieldText,
  invalid,
  type FieldDef,
  type FieldErrors,
  type Fields,
} from '../form-fields.ts';
import { HttpError } from '../http.ts';
import { langOf } from '../lang.ts';
import { verifyCaptchaToken } from '../store/captcha.ts';
import { storeSubmission } from '../store/inbox.ts';
import { checkInput, readInput, routePattern } from './contract-route.ts';

/** The fields without the captcha tokens (the inbox shows what the shopper typed). */
function typed(data: Fields): Fields {
  const { [CAPTCHA_FIELD]: _token, 'smart-token': _widget, ...rest } = data;
  return rest;
}

const productField: FieldDef = { name: 'product_id', label: 'Товар', type: 'hidden', required: true };

/** What a form is about: the fields it adds to the submission (the product's name), or its field errors. */
type About = (ctx: StoreCtx, data: Fields) => { keep: Fields } | { errors: FieldErrors };

/**
 * An enquiry call (docs/behaviour/calls.md enquiry forms): the contract's schema, the demo form's own fields and what the form
 * is about are checked together; the captcha token is checked and spent whatever else is wrong, as
 * SmartCaptcha's are. Then the submission is kept and the answer is {success: true}.
 */
function enquiry(router: StoreRouter, call: Call, form: string, fields: FieldDef[], about?: About): void {
  router.add(call.method, routePattern(call), async (ctx) => {
    const data = (await readInput(ctx, call)) as Fields;
    const checked = checkInput(call, data);
    const errors: FieldErrors = { ...checkFields(fields, data), ...(checked.ok ? {} : checked.errors) };
    const subject = about?.(ctx, data) ?? { keep: {} };
    if ('errors' in subject) Object.assign(errors, subject.errors);
    if (!verifyCaptchaToken(ctx.state.store, data[CAPTCHA_FIELD])) {
      errors[CAPTCHA_FIELD] = ['Проверка не пройдена. Подтвердите, что вы не робот.'];
    }
    if (Object.keys(errors).length) invalid(errors, langOf(ctx));
    storeSubmission(ctx.state.store, form, { ...typed(data), ...('keep' in subject ? subject.keep : {}) });
    return { success: true };
  });
}

/** The product a product form names in product_id. */
const productOf: About = (ctx, data) => {
  const product = ctx.state.store.catalog.byId.get(Number(fieldText(data, 'product_id')));
  return product ? { keep: { product: product.name } } : { errors: { product_id: ['Товар не найден.'] } };
};

export function formRoutes(router: StoreRouter): void {
  for (const type of Object.keys(ENQUIRY_PATHS) as Exclude<EnquiryType, 'product-review'>[]) {
    const def = ENQUIRY_FORMS[type];
    const call = CALLS[`enquiry.${type}`];
    if (def.product) enquiry(router, call, type, [productField, ...def.fields], productOf);
    else enquiry(router, call, type, def.fields);
  }

  enquiry(router, CALLS.review, 'product-review', ENQUIRY_FORMS['product-review'].fields, (ctx) => {
    const product = ctx.state.store.catalog.byId.get(Number(ctx.params.productId));
    if (!product) throw new HttpError(404, 'Product not found.');
    return { keep: { product: product.name, productId: String(product.id) } };
  });

  // the banner's request: the contract's fields of its two steps (MontazhRequest), no format checks (docs/behaviour/validation.md)
  enquiry(router, CALLS.montazh, 'montazh', []);
}

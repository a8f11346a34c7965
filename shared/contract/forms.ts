/** The enquiry forms of docs/behaviour/calls.md: their types, paths and token field, shared by the elements and the store. */

/** The captcha token field of every enquiry. */
export const CAPTCHA_FIELD = 'y-smart-captcha-response';

/** Paths of the docs/behaviour/calls.md enquiry table, under the POST prefix; the review's path carries the product's id. */
export const ENQUIRY_PATHS = {
  feedback: 'forms/feedback/store',
  available: 'forms/product/availability',
  cheaper: 'forms/product/cheaper',
  bargain: 'forms/product/bargain',
  'call-me': 'forms/call-me',
  'quick-order': 'forms/product/quick-order',
  credit: 'forms/product/credit',
  'calculate-installment': 'forms/calculate-installment',
  'calculate-work': 'forms/calculate-installment-work',
  projecting: 'forms/projecting-request',
  partners: 'forms/partners/store',
} as const;

export type EnquiryType = keyof typeof ENQUIRY_PATHS | 'product-review';

export const REVIEW_PATH = 'products/{productId}/review';
export const reviewPath = (productId: string | number) =>
  REVIEW_PATH.replace('{productId}', encodeURIComponent(productId));

/** The banner's installation request (docs/behaviour/data.md, docs/behaviour/calls.md: sent through a shared helper whose path is not given). */
export const MONTAZH_PATH = 'forms/montazh';

export const ENQUIRY_TYPES = [...Object.keys(ENQUIRY_PATHS), 'product-review'] as EnquiryType[];

export const isEnquiryType = (type: unknown): type is EnquiryType =>
  ENQUIRY_TYPES.includes(type as EnquiryType);

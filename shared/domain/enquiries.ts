/** The enquiry forms of spec §7: their types, paths and token field, shared by the elements and the store. */

/** The captcha token field of every enquiry. */
export const CAPTCHA_FIELD = 'y-smart-captcha-response';

export type EnquiryType =
  | 'feedback'
  | 'available'
  | 'cheaper'
  | 'bargain'
  | 'call-me'
  | 'quick-order'
  | 'credit'
  | 'calculate-installment'
  | 'calculate-work'
  | 'projecting'
  | 'partners'
  | 'product-review';

/** Paths of the §7 enquiry table, under the POST prefix; the review's path carries the product's id. */
export const ENQUIRY_PATHS: Record<Exclude<EnquiryType, 'product-review'>, string> = {
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
};

export const reviewPath = (productId: string | number) => `products/${encodeURIComponent(productId)}/review`;

/** The banner's installation request (spec §3, §7: sent through a shared helper whose path is not given). */
export const MONTAZH_PATH = 'forms/montazh';

export const ENQUIRY_TYPES = [...Object.keys(ENQUIRY_PATHS), 'product-review'] as EnquiryType[];

export const isEnquiryType = (type: unknown): type is EnquiryType =>
  ENQUIRY_TYPES.includes(type as EnquiryType);

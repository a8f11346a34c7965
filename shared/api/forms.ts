import { SuccessAnswer } from '../contract/common.ts';
import { ENQUIRY_PATHS, MONTAZH_PATH, reviewPath, type EnquiryType } from '../contract/forms.ts';
import { http, postPath } from './client.ts';

export { ENQUIRY_PATHS, ENQUIRY_TYPES, isEnquiryType, type EnquiryType } from '../contract/forms.ts';

/** The path of one enquiry; the review goes to products/{productId}/review, productId from the form field. */
export function enquiryPath(type: EnquiryType, data: FormData): string {
  if (type !== 'product-review') return postPath(ENQUIRY_PATHS[type]);
  const productId = String(data.get('productId') ?? data.get('product_id') ?? '').trim();
  if (!productId) throw new Error('the review form has no productId field');
  return postPath(reviewPath(productId));
}

/**
 * Sends an enquiry; resolves once the store answered `success: true`, anything else rejects (docs/behaviour/calls.md,
 * docs/behaviour/errors.md). `key`: the submission's Idempotency-Key, the same when it is sent again.
 */
export const submitEnquiry = (type: EnquiryType, data: FormData, key?: string) =>
  http.postForm(
    enquiryPath(type, data),
    data,
    { name: `POST ${type} enquiry`, answer: SuccessAnswer },
    { key },
  );

/** The banner form's installation request (docs/behaviour/calls.md: "a shared request helper"), multipart form data. */
export const submitInstallationRequest = (data: FormData, key?: string) =>
  http.postForm(
    postPath(MONTAZH_PATH),
    data,
    { name: `POST ${MONTAZH_PATH}`, answer: SuccessAnswer },
    { key },
  );

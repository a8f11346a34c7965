import { ENQUIRY_PATHS, MONTAZH_PATH, reviewPath, type EnquiryType } from '../domain/enquiries.ts';
import { http, postPath } from './client.ts';

export { ENQUIRY_PATHS, ENQUIRY_TYPES, isEnquiryType, type EnquiryType } from '../domain/enquiries.ts';

/** The path of one enquiry; the review goes to products/{productId}/review, productId from the form field. */
export function enquiryPath(type: EnquiryType, data: FormData): string {
  if (type !== 'product-review') return postPath(ENQUIRY_PATHS[type]);
  const productId = String(data.get('productId') ?? data.get('product_id') ?? '').trim();
  if (!productId) throw new Error('the review form has no productId field');
  return postPath(reviewPath(productId));
}

/** Sends an enquiry; the answer is read for `success` (anything else counts as false). */
export async function submitEnquiry(type: EnquiryType, data: FormData): Promise<{ success: boolean }> {
  const answer = await http.postForm<{ success?: unknown } | null>(enquiryPath(type, data), data);
  return { success: answer?.success === true };
}

/** The banner form's installation request (spec §7: "a shared request helper"), multipart form data. */
export async function submitInstallationRequest(data: FormData): Promise<{ success: boolean }> {
  const answer = await http.postForm<{ success?: unknown } | null>(postPath(MONTAZH_PATH), data);
  return { success: answer?.success === true };
}

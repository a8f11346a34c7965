import { sendKeys } from '@web/test-runner-commands';
import { mount, until } from './page.ts';
import { press as click } from './pointer.ts';

/** A real mouse click in the middle of an element, once it is at rest (a captcha arriving moves the button). */
export { click };

/** Focuses a field and types into it, as the shopper would. */
export async function typeInto(field: Element | null, text: string): Promise<void> {
  if (!field) throw new Error('no field to type into');
  (field as HTMLElement).focus();
  await sendKeys({ type: text });
}

/**
 * Fills every field of a store-rendered enquiry form with values the store accepts; the phone is typed as
 * '9161234567' unless `enterPhone` enters it.
 */
export async function fillEnquiry(
  form: HTMLFormElement,
  enterPhone: (input: HTMLInputElement) => Promise<void> = (input) => typeInto(input, '9161234567'),
): Promise<void> {
  for (const control of [...form.elements] as HTMLInputElement[]) {
    if (!control.name || control.type === 'hidden' || control.type === 'submit') continue;
    if (control.type === 'checkbox') control.checked = true;
    else if (control.type === 'tel') await enterPhone(control);
    else if (control instanceof HTMLSelectElement)
      control.value = [...control.options].find((o) => o.value)!.value;
    else if (control.type === 'email') control.value = 'ivan@example.ru';
    else if (control.type === 'url') control.value = 'https://example.ru/p/1';
    else if (control.type === 'number') control.value = '3';
    else control.value = `Текст ${control.name}`;
  }
}

/** The page config's captcha: the reference store's stand-in. */
export const CAPTCHA = { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' };

/** Mounts exactly the markup the store renders for an enquiry form (GET /demo/form-markup/{type}). */
export async function mountEnquiry(type: string, productId?: number): Promise<HTMLElement> {
  const response = await fetch(`/demo/form-markup/${type}${productId ? `?productId=${productId}` : ''}`);
  if (!response.ok) throw new Error(`no markup for ${type}`);
  return mount(await response.text());
}

/** Ticks the stand-in captcha's 'Я не робот' and waits for its token. */
export async function tickCaptcha(root: ParentNode): Promise<void> {
  const box = await until(
    () => root.querySelector<HTMLInputElement>('[data-captcha] input[type=checkbox]'),
    'the captcha checkbox',
  );
  await click(box!);
  await until(
    () =>
      (root.querySelector<HTMLInputElement>('[data-captcha] input[name=smart-token]')?.value ?? '') !== '',
    'a captcha token',
  );
}

/** The message attached to a field (aria-describedby), or ''. */
export function fieldMessage(control: Element | null): string {
  const ids = control?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Records the form calls the elements make (other calls pass through), optionally answering them instead. */
export function watchCalls(
  matches: (url: string) => boolean,
  answer?: (url: string, init?: RequestInit) => Promise<Response>,
): { calls: { url: string; body: FormData | null }[]; restore: () => void } {
  const real = window.fetch;
  const calls: { url: string; body: FormData | null }[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!matches(url)) return real(input, init);
    calls.push({ url, body: init?.body instanceof FormData ? init.body : null });
    return answer ? answer(url, init) : real(input, init);
  };
  return { calls, restore: () => (window.fetch = real) };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const xsrf = () =>
  decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice(11) ?? '',
  );

let clients = 0;

/** Registers and signs in a new client of the test store through its API; returns the e-mail. */
export async function signUp(password = 'secret123'): Promise<string> {
  const email = `element${Date.now()}-${++clients}@example.ru`;
  const data = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Иван',
    email,
    phone: '79161234567',
    password,
    password_confirmation: password,
  }))
    data.set(k, v);
  const response = await fetch('/api/1/ru/auth/register', {
    method: 'POST',
    headers: { 'X-XSRF-TOKEN': xsrf() },
    body: data,
  });
  if (!response.ok) throw new Error(`could not sign up: ${response.status}`);
  return email;
}

import { expect } from '@open-wc/testing';
import { providerScriptUrl, sanitizedHtml } from '../../shared/trusted-types.ts';
import { setPageConfig } from '../helpers/page.ts';

/** The browser's Trusted Types, where it has them (Chromium; Firefox from the version that ships them). */
const trustedTypes = (
  window as unknown as { trustedTypes?: { isScriptURL(v: unknown): boolean; isHTML(v: unknown): boolean } }
).trustedTypes;

describe("the shop's Trusted Types policy (docs/csp.md)", () => {
  beforeEach(() =>
    setPageConfig({
      storeId: '1',
      captcha: { sitekey: 'k', scriptUrl: 'https://captcha.example/captcha.js' },
    }),
  );
  afterEach(() => setPageConfig());

  it("a script URL on the captcha's origin passes, trusted where the browser has Trusted Types", () => {
    const url = providerScriptUrl('https://captcha.example/captcha.js?render=onload');
    expect(String(url)).to.equal('https://captcha.example/captcha.js?render=onload');
    if (trustedTypes) expect(trustedTypes.isScriptURL(url)).to.equal(true);
    else expect(url).to.be.a('string');
  });

  it('a script URL on any other origin, or not http(s), is refused', () => {
    for (const url of [
      'https://evil.example/captcha.js',
      'http://captcha.example/captcha.js', // another scheme is another origin
      '/stand-in/captcha.js', // the page's own origin is not the captcha's here
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
    ])
      expect(() => providerScriptUrl(url), url).to.throw(/is refused/);
  });

  it('markup is sanitised by DOMPurify, signed as TrustedHTML where the browser has Trusted Types', async () => {
    const html = await sanitizedHtml(
      'м<sup>2</sup><img src="x" onerror="window.pwned=true"><script>window.pwned=true</script>',
      {
        ALLOWED_TAGS: ['sup'],
        ALLOWED_ATTR: [],
      },
    );
    expect(String(html)).to.equal('м<sup>2</sup>');
    if (trustedTypes) expect(trustedTypes.isHTML(html)).to.equal(true);
    const span = document.createElement('span');
    span.innerHTML = html as string;
    expect(span.querySelector('sup')!.textContent).to.equal('2');
    expect((window as unknown as { pwned?: boolean }).pwned).to.equal(undefined);
  });

  it("an attribution's link is kept, its handlers dropped", async () => {
    const html = String(
      await sanitizedHtml(
        '© <a href="https://www.openstreetmap.org/copyright" onclick="x()">OpenStreetMap</a>',
      ),
    );
    expect(html).to.equal('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
  });
});

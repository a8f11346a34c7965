import { expect } from '@open-wc/testing';
import { CAPTCHA_FIELD } from '../../../shared/services/captcha.ts';
import { forgetCaptchaScript, renderCaptcha } from '../../../shared/services/captcha-widget.ts';
import { cleanup, mount, newShopper, setPageConfig, until } from '../../helpers/page.ts';
import { captureConsole } from '../../helpers/console.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="captcha"]')];

describe('the captcha adapter (Yandex SmartCaptcha browser API, docs/behaviour/calls.md external services)', () => {
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' } });
    await newShopper();
  });
  afterEach(() => {
    cleanup();
    scripts().forEach((s) => s.remove());
    forgetCaptchaScript();
  });

  it("the token field is 'y-smart-captcha-response'", () => {
    expect(CAPTCHA_FIELD).to.equal('y-smart-captcha-response');
  });

  it('loads the script from captcha.scriptUrl once (the advanced method, render=onload) for any number of widgets', async () => {
    const page = mount('<div id="a"></div><div id="b"></div>');
    const [a, b] = await Promise.all([
      renderCaptcha(page.querySelector('#a')!),
      renderCaptcha(page.querySelector('#b')!),
    ]);
    expect(scripts()).to.have.length(1);
    const src = new URL(scripts()[0]!.src);
    expect(src.pathname).to.equal('/stand-in/captcha.js');
    expect(src.searchParams.get('render')).to.equal('onload');
    expect(a.getToken()).to.equal('');
    expect(b.getToken()).to.equal('');
  });

  it('render gets the sitekey, the language and the callback; a passed check gives the token; reset clears it', async () => {
    const seen: Record<string, unknown>[] = [];
    let callback: ((token: string) => void) | undefined;
    window.smartCaptcha = {
      render: (_c, params) => {
        seen.push(params as unknown as Record<string, unknown>);
        callback = params.callback;
        return 1;
      },
      getResponse: () => 'tok-1',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: () => () => {},
    };
    setPageConfig({
      storeId: '1',
      lang: 'uz',
      captcha: { sitekey: 'real-key', scriptUrl: 'https://captcha.example/captcha.js' },
    });
    const widget = await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement);
    expect(scripts(), 'an existing smartCaptcha is used as it is').to.have.length(0);
    expect(seen[0]).to.include({ sitekey: 'real-key', hl: 'uz', invisible: false });
    expect(widget.getToken()).to.equal('');
    callback!('tok-1');
    expect(widget.getToken()).to.equal('tok-1');
    widget.reset();
    expect(widget.getToken()).to.equal('');
  });

  it('a token-expired event empties the token', async () => {
    const listeners: Record<string, () => void> = {};
    let callback: ((token: string) => void) | undefined;
    window.smartCaptcha = {
      render: (_c, params) => ((callback = params.callback), 1),
      getResponse: () => 'tok',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: (_id, event, cb) => ((listeners[event] = cb as () => void), () => {}),
    };
    const widget = await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement);
    callback!('tok');
    expect(widget.getToken()).to.equal('tok');
    listeners['token-expired']!();
    expect(widget.getToken()).to.equal('');
  });

  it('a check closed just before a quick second submit does not fail the newer check', async () => {
    const listeners: Record<string, () => void> = {};
    let callback: ((token: string) => void) | undefined;
    window.smartCaptcha = {
      render: (_c, params) => ((callback = params.callback), 1),
      getResponse: () => 'tok-2',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: (_id, event, cb) => ((listeners[event] = cb as () => void), () => {}),
    };
    const widget = await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement);
    const first = widget.execute();
    callback!('tok-1');
    listeners['challenge-hidden']!(); // the first check closes, passed
    expect(await first).to.equal('tok-1');
    widget.reset(); // the request failed: the shopper sends again at once
    const second = widget.execute();
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the first check's closing delay
    callback!('tok-2');
    expect(await second).to.equal('tok-2');
  });

  it('a check closed without being passed fails execute()', async () => {
    const listeners: Record<string, () => void> = {};
    window.smartCaptcha = {
      render: () => 1,
      getResponse: () => '',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: (_id, event, cb) => ((listeners[event] = cb as () => void), () => {}),
    };
    const widget = await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement);
    const check = widget.execute();
    listeners['challenge-hidden']!();
    let failure: unknown;
    await check.catch((error: unknown) => (failure = error));
    expect(String(failure)).to.include('closed');
  });

  it('invisible: execute() runs the check and resolves with a token the store issued', async () => {
    const container = mount('<div></div>').firstElementChild as HTMLElement;
    const widget = await renderCaptcha(container, { invisible: true });
    expect(container.querySelector('input[type=checkbox]'), 'nothing to tick').to.equal(null);
    const token = await widget.execute();
    expect(token).to.match(/^demo-/);
    expect(widget.getToken()).to.equal(token);
  });

  it("visible: the stand-in renders an accessible 'Я не робот' checkbox; ticking it gives a token", async () => {
    const container = mount('<div></div>').firstElementChild as HTMLElement;
    const widget = await renderCaptcha(container);
    const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(box.labels![0]!.textContent!.trim()).to.equal('Я не робот');
    box.click();
    await until(() => widget.getToken() !== '', 'a token');
    expect(container.querySelector('[role=status]')!.textContent).to.equal('Проверка пройдена');
    widget.destroy();
    expect(container.querySelector('input[type=checkbox]')).to.equal(null);
  });

  it('rejects when the script fails to load, and tries again later', async () => {
    setPageConfig({ storeId: '1', captcha: { sitekey: 'k', scriptUrl: '/__test__/unavailable/captcha.js' } });
    const container = mount('<div></div>').firstElementChild as HTMLElement;
    let failed: unknown = null;
    await renderCaptcha(container).catch((error: unknown) => (failed = error));
    expect(String(failed)).to.contain('failed to load');
    setPageConfig({ storeId: '1', captcha: { sitekey: 'k', scriptUrl: '/stand-in/captcha.js' } });
    const widget = await renderCaptcha(container);
    expect(widget.getToken()).to.equal('');
  });

  it("the script carries the config's cspNonce, for a page whose script-src allows it by nonce", async () => {
    setPageConfig({
      storeId: '1',
      cspNonce: 'r4nd0m+Nonce=',
      captcha: { sitekey: 'k', scriptUrl: '/stand-in/captcha.js' },
    });
    await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement);
    expect(scripts()[0]!.nonce).to.equal('r4nd0m+Nonce=');
  });

  it("a captcha script that is not an http(s) URL is refused by the config: SmartCaptcha's own is tried instead, never the data: URL", async () => {
    const reported = captureConsole();
    setPageConfig({
      storeId: '1',
      captcha: { sitekey: 'k', scriptUrl: 'data:text/javascript,window.pwned=1' },
    });
    let failed: unknown = null;
    await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement).catch(
      (e: unknown) => (failed = e),
    );
    expect(String(failed)).to.contain('the captcha script failed to load');
    expect(document.querySelectorAll('script[src^="data:"]')).to.have.length(0);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    expect(String(reported.errors[0])).to.contain('"captcha.scriptUrl" must be an http(s) URL or a path');
  });

  it('rejects when the widget cannot start (no sitekey)', async () => {
    setPageConfig({ storeId: '1', captcha: { sitekey: '', scriptUrl: '/stand-in/captcha.js' } });
    let failed: unknown = null;
    await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement).catch(
      (e: unknown) => (failed = e),
    );
    expect(String(failed)).to.contain('could not start');
  });

  it('execute() rejects on a network error of the check', async () => {
    const listeners: Record<string, () => void> = {};
    window.smartCaptcha = {
      render: () => 1,
      getResponse: () => '',
      execute: () => setTimeout(() => listeners['network-error']!()),
      reset: () => {},
      destroy: () => {},
      subscribe: (_id, event, cb) => ((listeners[event] = cb as () => void), () => {}),
    };
    const widget = await renderCaptcha(mount('<div></div>').firstElementChild as HTMLElement, {
      invisible: true,
    });
    let failed: unknown = null;
    await widget.execute().catch((e: unknown) => (failed = e));
    expect(String(failed)).to.contain('network');
  });
});

// The journeys' error recorder (test/journeys/store.ts serves it; the store puts it first in every page's <head>
// only when started with `pageScript`, never in production). WebDriver classic gives no console, so each engine
// reports what a shopper's broken page would show through the same beacon: console.error, an uncaught error,
// an unhandled rejection, a resource that fails to load (a script, a stylesheet, a modulepreload) and a CSP
// violation.
(() => {
  const describe = (value) => {
    // Firefox's and WebKit's stacks leave out the message
    if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack || ''}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const send = (kind, text) =>
    navigator.sendBeacon(
      '/__journeys/report',
      JSON.stringify({ kind, text: text.slice(0, 1000), page: location.pathname + location.search }),
    );
  const error = console.error;
  console.error = function (...args) {
    send('console.error', args.map(describe).join(' '));
    return error.apply(this, args);
  };
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof Element) send('failed to load', event.target.outerHTML.slice(0, 300));
      else send('uncaught', `${describe(event.error ?? event.message)} (${event.filename}:${event.lineno})`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => send('unhandled rejection', describe(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    send('CSP', `${event.violatedDirective} ${event.blockedURI}`),
  );
})();

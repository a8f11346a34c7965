/**
 * The page each browser test file runs in: web-test-runner's own, with one guard before its test framework loads.
 *
 * A failed assertion keeps what it compared (`actual`, `expected`). When that is a DOM node, as in
 * `expect(root.querySelector('button')).to.equal(null)`, the runner cannot copy the file's report
 * (structuredClone: a node "could not be cloned"): nothing reaches it, and the run waits out its whole timeout in
 * silence instead of naming the failed test. So a failure's values that cannot be copied are sent as text: a node as
 * its opening tag, anything else as String() gives it.
 */
const guard = () => {
  const described = (value) => {
    try {
      structuredClone(value);
      return value;
    } catch {
      if (value instanceof Element) return value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1);
      if (value instanceof Node) return value.nodeName;
      return String(value);
    }
  };
  let mocha;
  Object.defineProperty(window, 'Mocha', {
    configurable: true,
    get: () => mocha,
    set(value) {
      mocha = value;
      const fail = value.Runner.prototype.fail;
      value.Runner.prototype.fail = function (test, error, ...rest) {
        if (error && typeof error === 'object')
          for (const key of ['actual', 'expected']) if (key in error) error[key] = described(error[key]);
        return fail.call(this, test, error, ...rest);
      };
    },
  });
};

/** @param {string} testFramework the test framework's script, as web-test-runner passes it */
export const testRunnerHtml = (testFramework) =>
  `<!DOCTYPE html><html><head><script>(${guard})()</script></head>` +
  `<body><script type="module" src="${testFramework}"></script></body></html>`;

import type { StoreRouter } from '../context.ts';
import { send } from '../http.ts';
import { issueCaptchaToken } from '../store/captcha.ts';

/** The stand-in of Yandex SmartCaptcha: its script and the token call the script makes. */
export function captchaRoutes(router: StoreRouter): void {
  router.get('/stand-in/captcha.js', ({ res }) =>
    send(res, 200, 'text/javascript; charset=utf-8', STAND_IN_SCRIPT, { 'Cache-Control': 'no-cache' }),
  );
  router.post('/stand-in/captcha/token', ({ state }) => {
    const { token, expiresAt } = issueCaptchaToken(state.store);
    return { token, expiresIn: expiresAt - Date.now() };
  });
}

/**
 * The browser side of the stand-in: window.smartCaptcha with SmartCaptcha's documented methods (render,
 * getResponse, execute, reset, destroy, subscribe), the advanced loading method (?render=onload&onload=fn),
 * an accessible 'Я не робот' checkbox in visible mode and nothing to see in invisible mode.
 */
const STAND_IN_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.smartCaptcha) return;
  var scriptSrc = document.currentScript && document.currentScript.src;
  var base = scriptSrc ? new URL('.', scriptSrc).href : '/stand-in/';
  var texts = {
    ru: { label: 'Я не робот', checking: 'Проверяем…', passed: 'Проверка пройдена', error: 'Проверка не удалась, попробуйте ещё раз' },
    uz: { label: 'Men robot emasman', checking: 'Tekshirilmoqda…', passed: 'Tekshiruvdan o‘tdi', error: 'Tekshiruv amalga oshmadi, qaytadan urinib ko‘ring' }
  };
  var widgets = {};
  var next = 1;

  function widget(id) {
    var found = widgets[id === undefined ? 1 : id];
    if (!found) throw new Error('SmartCaptcha: unknown widget ' + id);
    return found;
  }
  function fire(w, event, arg) {
    (w.listeners[event] || []).slice().forEach(function (cb) {
      try { cb(arg); } catch (e) { setTimeout(function () { throw e; }); }
    });
  }
  function setToken(w, token, expiresIn) {
    clearTimeout(w.timer);
    w.token = token;
    w.input.value = token;
    if (token) {
      w.timer = setTimeout(function () {
        setToken(w, '');
        if (w.box) { w.box.checked = false; w.box.disabled = false; }
        if (w.status) w.status.textContent = '';
        fire(w, 'token-expired');
      }, expiresIn);
    }
  }
  function check(w) {
    if (w.busy) return;
    w.busy = true;
    if (w.status) w.status.textContent = w.t.checking;
    fire(w, 'challenge-visible');
    fetch(base + 'captcha/token', { method: 'POST', credentials: 'same-origin', headers: { 'X-Sitekey': w.sitekey } })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (answer) {
        w.busy = false;
        if (w.destroyed) return;
        setToken(w, answer.token, answer.expiresIn);
        if (w.box) { w.box.checked = true; w.box.disabled = true; }
        if (w.status) w.status.textContent = w.t.passed;
        if (typeof w.callback === 'function') w.callback(answer.token);
        fire(w, 'success', answer.token);
        fire(w, 'challenge-hidden');
      })
      .catch(function () {
        w.busy = false;
        if (w.box) w.box.checked = false;
        if (w.status) w.status.textContent = w.t.error;
        fire(w, 'network-error');
        fire(w, 'challenge-hidden');
      });
  }

  window.smartCaptcha = {
    render: function (container, params) {
      var host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host || !params || !params.sitekey) throw new Error('SmartCaptcha: a container and a sitekey are required');
      var id = next++;
      var lang = texts[params.hl] ? params.hl : 'ru';
      var w = { id: id, host: host, sitekey: params.sitekey, callback: params.callback, invisible: !!params.invisible,
        listeners: {}, token: '', t: texts[lang] };
      var root = document.createElement('div');
      root.className = 'smart-captcha-stand-in';
      root.setAttribute('data-testid', 'smart-captcha');
      w.input = document.createElement('input');
      w.input.type = 'hidden';
      w.input.name = 'smart-token';
      root.appendChild(w.input);
      if (!w.invisible) {
        var label = document.createElement('label');
        label.className = 'smart-captcha-stand-in__label';
        w.box = document.createElement('input');
        w.box.type = 'checkbox';
        w.box.addEventListener('change', function () { if (w.box.checked) check(w); });
        label.appendChild(w.box);
        label.appendChild(document.createTextNode(' ' + w.t.label));
        root.appendChild(label);
        w.status = document.createElement('span');
        w.status.className = 'smart-captcha-stand-in__status';
        w.status.setAttribute('role', 'status');
        root.appendChild(w.status);
      }
      host.appendChild(root);
      w.root = root;
      widgets[id] = w;
      return id;
    },
    getResponse: function (id) { return widget(id).token; },
    execute: function (id) { check(widget(id)); },
    reset: function (id) {
      var w = widget(id);
      setToken(w, '');
      w.busy = false;
      if (w.box) { w.box.checked = false; w.box.disabled = false; }
      if (w.status) w.status.textContent = '';
    },
    destroy: function (id) {
      var w = widget(id);
      clearTimeout(w.timer);
      w.destroyed = true;
      if (w.root.parentNode) w.root.parentNode.removeChild(w.root);
      delete widgets[w.id];
    },
    subscribe: function (id, event, callback) {
      var w = widget(id);
      (w.listeners[event] = w.listeners[event] || []).push(callback);
      return function () {
        w.listeners[event] = (w.listeners[event] || []).filter(function (cb) { return cb !== callback; });
      };
    }
  };

  var onload = scriptSrc && new URL(scriptSrc).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ElementDeclaration, Manifest } from '../../../scripts/build/manifest/analyze.mjs';
import type { StoreCtx } from '../context.ts';
import { html, SafeHtml } from '../html.ts';
import { HttpError } from '../http.ts';
import { DOCS_STYLESHEET, EXAMPLE_WIDTHS } from './docs-css.ts';
import { EXAMPLES } from './element-examples.ts';
import { layout, pageLang, type Lang } from './layout.ts';
import type { PageSettings } from './routes.ts';

/**
 * `/docs/elements` and `/docs/elements/<tag>`: the element reference for template authors, one page per tag,
 * generated from dist/custom-elements.json with a live example of the real element (ru, and uz with `?lang=uz`).
 */
const MANIFEST = fileURLToPath(new URL('../../../dist/custom-elements.json', import.meta.url));

const LABELS = {
  ru: {
    title: 'Элементы витрины',
    intro:
      'Теги для шаблонов CMS: один скрипт и конфигурация в <head>, теги в разметке страниц. Справочник собран из dist/custom-elements.json.',
    missing: 'Справочник собирается командой npm run build в dist/custom-elements.json.',
    tag: 'Тег',
    does: 'Что делает',
    example: 'Живой пример',
    width: 'Ширина колонки примера',
    full: 'Вся ширина',
    markup: 'Разметка',
    slotDefault: 'содержимое',
    attributes: 'Атрибуты',
    events: 'События',
    parts: 'Части (::part)',
    properties: 'CSS-свойства',
    name: 'Имя',
    type: 'Тип',
    default: 'По умолчанию',
    meaning: 'Значение',
    detail: 'detail',
    where: 'Где',
    onElement: 'на элементе (всплывает до document)',
    alsoDocument: '; без элемента (корзина при загрузке страницы, изменение в другой вкладке) — на document',
    none: 'Нет.',
    all: 'Все элементы',
    api: 'API магазина',
  },
  uz: {
    title: 'Vitrina elementlari',
    intro:
      'CMS shablonlari uchun teglar: <head> ichida bitta skript va sozlamalar, sahifa belgilashida teglar. Maʼlumotnoma dist/custom-elements.json dan yigʻilgan.',
    missing: 'Maʼlumotnoma npm run build buyrugʻi bilan dist/custom-elements.json ga yigʻiladi.',
    tag: 'Teg',
    does: 'Nima qiladi',
    example: 'Jonli misol',
    width: 'Misol ustunining kengligi',
    full: 'Toʻliq kenglik',
    markup: 'Belgilash',
    slotDefault: 'ichidagi kontent',
    attributes: 'Atributlar',
    events: 'Hodisalar',
    parts: 'Qismlar (::part)',
    properties: 'CSS xossalari',
    name: 'Nomi',
    type: 'Turi',
    default: 'Standart',
    meaning: 'Maʼnosi',
    detail: 'detail',
    where: 'Qayerda',
    onElement: 'elementda (document gacha yuqoriga chiqadi)',
    alsoDocument: '; elementsiz (sahifa yuklanganda savat, boshqa oynadagi oʻzgarish) — document da',
    none: 'Yoʻq.',
    all: 'Barcha elementlar',
    api: 'Doʻkon API',
  },
} satisfies Record<Lang, Record<string, string>>;

function readElements(): ElementDeclaration[] | null {
  if (!existsSync(MANIFEST)) return null;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  return manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `code` marks on escaped text. */
const marked = (text: string) => new SafeHtml(html`${text}`.value.replace(/`([^`]+)`/g, '<code>$1</code>'));

/** The manifest's text: paragraphs, and ```html blocks as code (a tab stop: it may scroll on a phone). */
function prose(text: string) {
  return text.split(/```\w*\n?/).map((chunk, i) =>
    i % 2 === 1
      ? html`<pre tabindex="0"><code>${chunk.trim()}</code></pre>`
      : chunk
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph) => html`<p>${marked(paragraph.replace(/\s+/g, ' ').trim())}</p>`),
  );
}

const withLang = (lang: Lang, path: string) => (lang === 'uz' ? `${path}?lang=uz` : path);

/** A table in a region the keyboard can scroll on a phone. */
function table(caption: string, head: string[], rows: (string | SafeHtml)[][], none: string) {
  if (!rows.length)
    return html`<h2>${caption}</h2>
      <p>${none}</p>`;
  return html`<h2>${caption}</h2>
    <div class="element-docs__table" tabindex="0" role="region" aria-label="${caption}">
      <table class="order-lines">
        <thead>
          <tr>
            ${head.map((cell) => html`<th scope="col">${cell}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            ([first, ...rest]) =>
              html`<tr>
                <th scope="row">${first}</th>
                ${rest.map((cell) => html`<td>${cell}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}

const code = (text: string | undefined) => (text ? html`<code>${text}</code>` : '—');

/** The width switcher and the example in its frame. */
function exampleBlock(text: (typeof LABELS)[Lang], tag: string, example: SafeHtml) {
  return html`<fieldset class="element-docs__widths">
      <legend>${text.width}</legend>
      ${EXAMPLE_WIDTHS.map(
        (width) =>
          html`<label
            ><input type="radio" name="example-width" value="${String(width)}" /> ${width} px</label
          >`,
      )}
      <label><input type="radio" name="example-width" value="full" checked /> ${text.full}</label>
    </fieldset>
    <div class="element-docs__example" data-example="${tag}">
      <div class="element-docs__frame" data-example-frame>${example}</div>
    </div>`;
}

/** `/docs/elements`: every tag with what it does. */
export function elementsIndexPage(ctx: StoreCtx, { tail }: PageSettings) {
  const lang = pageLang(ctx);
  const text = LABELS[lang];
  const elements = readElements();
  const body = html`<article class="element-docs">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    ${
      elements
        ? table(
            text.all,
            [text.tag, text.does],
            elements.map((element) => [
              html`<a href="${withLang(lang, `/docs/elements/${element.tagName}`)}"
                ><code>&lt;${element.tagName}&gt;</code></a
              >`,
              marked(element.summary),
            ]),
            text.none,
          )
        : html`<p>${text.missing}</p>`
    }
    <p><a href="/docs/api">${text.api}</a></p>
  </article>`;
  return layout(ctx, { title: text.title, body, head: DOCS_STYLESHEET, tail });
}

/** `/docs/elements/<tag>`: one element from the manifest, with its live example. */
export function elementDocsPage(ctx: StoreCtx, { tail }: PageSettings, tag: string) {
  const lang = pageLang(ctx);
  const text = LABELS[lang];
  const element = readElements()?.find((candidate) => candidate.tagName === tag);
  const example = EXAMPLES[tag];
  if (!element || !example) throw new HttpError(404, 'Not found.');
  const slots = (element.slots ?? []).map((slot) => [
    slot.name ? html`<code>slot="${slot.name}"</code>` : text.slotDefault,
    marked(slot.description),
  ]);
  const body = html`<article class="element-docs">
    <nav class="breadcrumbs" aria-label="${text.title}">
      <a href="${withLang(lang, '/docs/elements')}">${text.title}</a> /
      <span aria-current="page">${tag}</span>
    </nav>
    <h1><code>&lt;${tag}&gt;</code></h1>
    ${prose(element.description || element.summary)}
    <h2>${text.example}</h2>
    ${exampleBlock(text, tag, example(ctx))}
    ${
      element.markup
        ? html`<h2>${text.markup}</h2>
            ${prose(element.markup)}`
        : ''
    }
    ${table(element.markup ? `${text.markup}: slot` : text.markup, [text.name, text.meaning], slots, text.none)}
    ${table(
      text.attributes,
      [text.name, text.type, text.default, text.meaning],
      (element.attributes ?? []).map((a) => [
        code(a.name),
        code(a.type.text),
        code(a.default),
        marked(a.description),
      ]),
      text.none,
    )}
    ${table(
      text.events,
      [text.name, text.detail, text.where, text.meaning],
      (element.events ?? []).map((e) => [
        code(e.name),
        code(e.type.text.replace(/^CustomEvent<(.*)>$/, '$1')),
        text.onElement + (e.onDocument ? text.alsoDocument : ''),
        marked(e.description),
      ]),
      text.none,
    )}
    ${table(
      text.parts,
      [text.name, text.meaning],
      (element.cssParts ?? []).map((p) => [code(`::part(${p.name})`), marked(p.description)]),
      text.none,
    )}
    ${table(
      text.properties,
      [text.name, text.meaning],
      (element.cssProperties ?? []).map((p) => [code(p.name), marked(p.description)]),
      text.none,
    )}
  </article>`;
  return layout(ctx, { title: `<${tag}> — ${text.title}`, body, head: DOCS_STYLESHEET, tail });
}

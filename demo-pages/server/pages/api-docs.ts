import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoreCtx } from '../context.ts';
import { html, SafeHtml } from '../html.ts';
import { DOCS_STYLESHEET } from './docs-css.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON
type Json = any;

const DOCUMENT = fileURLToPath(new URL('../../../dist/openapi.json', import.meta.url));
const METHODS = ['get', 'post', 'put'];

/** The document's few marks (**bold**, `code`) on escaped text. */
const marked = (text: string) =>
  new SafeHtml(
    html`${text}`.value
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/`(.+?)`/g, '<code>$1</code>'),
  );

/** Marked text, one paragraph per blank line. */
const prose = (text: string) => text.split(/\n\s*\n/).map((paragraph) => html`<p>${marked(paragraph)}</p>`);

const schemaName = (ref: string | undefined) => ref?.split('/').pop() ?? '';
const schemaLink = (ref: string | undefined) =>
  ref ? html`<a href="#schema-${schemaName(ref)}"><code>${schemaName(ref)}</code></a>` : '';

function examples(media: Json) {
  return Object.values(media?.examples ?? {}).map(
    (example: Json) =>
      html`<details>
        <summary>Пример: ${example.summary}</summary>
        <pre>${JSON.stringify(example.value, null, 2)}</pre>
      </details>`,
  );
}

function operation(doc: Json, apiBase: string, method: string, path: string, op: Json) {
  const parameters = (op.parameters ?? []).map((p: Json) =>
    p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p,
  );
  const body = op.requestBody?.content;
  const bodyMedia = body && Object.values(body)[0];
  const responses = Object.entries(op.responses).map(([status, answer]: [string, Json]) => {
    const resolved = answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()] : answer;
    const media = resolved.content?.['application/json'];
    return html`<tr>
      <th scope="row">${status === 'default' ? 'другой' : status}</th>
      <td>${resolved.description} ${schemaLink(media?.schema?.$ref)} ${examples(media)}</td>
    </tr>`;
  });
  return html`<section class="api-docs__call" id="${op.operationId}">
    <h3><code>${method.toUpperCase()} ${apiBase}${path}</code></h3>
    <p>${op.summary}. ${marked(op.description)}</p>
    ${
      parameters.length
        ? html`<h4>Параметры</h4>
            <table class="order-lines">
              <tbody>
                ${parameters.map(
                  (p: Json) =>
                    html`<tr>
                      <th scope="row"><code>${p.name}</code> (${p.in})</th>
                      <td>${p.description}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
        : ''
    }
    ${
      body
        ? html`<h4>Тело запроса</h4>
            <p>${Object.keys(body).join(' или ')}: ${schemaLink(bodyMedia?.schema?.$ref)}</p>
            ${examples(bodyMedia)}`
        : ''
    }
    <h4>Ответы</h4>
    <table class="order-lines">
      <tbody>
        ${responses}
      </tbody>
    </table>
  </section>`;
}

/** `/docs/api`: dist/openapi.json as a page a backend developer reads (the calls by area, then the schemas). */
export function apiDocsPage(ctx: StoreCtx, { tail }: PageSettings) {
  const title = 'API магазина для элементов витрины';
  if (!existsSync(DOCUMENT)) {
    const body = html`<h1>${title}</h1>
      <p>Документ собирается командой <code>npm run build</code> в <code>dist/openapi.json</code>.</p>`;
    return layout(ctx, { title, body, tail });
  }
  const doc: Json = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
  const apiBase = doc.servers[0].variables.apiBase.default;
  const calls = Object.entries(doc.paths).flatMap(([path, item]: [string, Json]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method] })),
  );
  const schemes = Object.values(doc.components.securitySchemes).map(
    (scheme: Json) => html`<li><code>${scheme.name}</code> (${scheme.in}): ${scheme.description}</li>`,
  );
  const body = html`<article class="api-docs">
    <h1>${title}</h1>
    <p>
      OpenAPI ${doc.openapi}, версия ${doc.info.version}: <a href="/dist/openapi.json">dist/openapi.json</a>.
      Проверка бэкенда: <code>npx shop-elements-check --base URL --store ID</code>. Теги для шаблонов:
      <a href="/docs/elements">справочник элементов</a>.
    </p>
    ${prose(doc.info.description)}
    <h2>XSRF</h2>
    <ul>
      ${schemes}
    </ul>
    ${doc.tags.map(
      (tag: Json) =>
        html`<h2>${tag.name}</h2>
          ${calls
            .filter(({ op }) => op.tags.includes(tag.name))
            .map(({ method, path, op }) => operation(doc, apiBase, method, path, op))}`,
    )}
    <h2>Схемы</h2>
    ${Object.entries(doc.components.schemas).map(
      ([name, schema]: [string, Json]) =>
        html`<section id="schema-${name}">
          <h3><code>${name}</code></h3>
          <p>${schema.description}</p>
          <details>
            <summary>JSON Schema</summary>
            <pre>${JSON.stringify(schema, null, 2)}</pre>
          </details>
        </section>`,
    )}
  </article>`;
  const head = DOCS_STYLESHEET;
  return layout(ctx, { title, body, head, tail });
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * `npm run new-element shop-x`: a working element to start from, in every place an element needs (CONTRIBUTING.md,
 * "Adding an element"): its folder (registration module with the API header and the one declaration of its
 * attributes, component, CSS, messages), its texts in shared/i18n/ru.json and uz.json, its test in
 * test/elements/<tag>/, its live example for /docs/elements/<tag>, and its line in README's elements at a glance.
 * The autoloader and the build find it by its folder.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TAG = /^shop-[a-z]+(-[a-z]+)*$/;

function fail(message) {
  console.error(`new-element: ${message}`);
  process.exit(2);
}

/** The names of one element: `shop-probe-x` → `ProbeX`, `probe_x_show`, `--shop-probe-x-gap`… */
export function namesOf(tag) {
  const name = tag.slice('shop-'.length);
  const pascal = name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
  const id = name.replace(/-/g, '_');
  return {
    tag,
    component: pascal,
    constant: `Shop${pascal}`,
    show: `${id}_show`,
    hide: `${id}_hide`,
    gap: `--${tag}-gap`,
    goal: `${name}-toggle`,
  };
}

const registration = (n) => `/**
 * @tag ${n.tag}
 * @summary Hides and shows the author's markup with the author's own button (\`slot="toggle"\`), whose text follows
 * ('Скрыть', 'Показать'); each click reaches the analytics goal named by \`goal\`.
 * @attr {boolean} collapsed - reflected: the author's markup is hidden
 * @slot - the markup to hide and show
 * @slot toggle - the author's button, after the markup
 * @csspart content - the box around the markup
 * @cssprop ${n.gap} - space between the markup and the button, beyond the markup's own margin
 * @fires shop-goal - \`{name}\` of \`goal\` at each click
 * @markup The markup, then the button; both show as they are before the script runs:
 * \`\`\`html
 * <${n.tag} goal="${n.goal}">
 *   <p>Бесплатная доставка от 10 000 ₽.</p>
 *   <button type="button" slot="toggle">Скрыть</button>
 * </${n.tag}>
 * \`\`\`
 */
import base from '../../shared/ui/base.css?inline';
import css from './${n.tag}.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { ${n.component} } from './${n.component}.tsx';
import './messages.ts';

const attributes = {
  /** the analytics goal reached at each click of the button (none by default) */
  goal: 'string',
} as const;
export type Attributes = typeof attributes;

export const ${n.constant} = defineElement('${n.tag}', ${n.component}, {
  props: attributes,
  styles: [base, css],
});
`;

const component = (n) => `import { useLayoutEffect, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import type { Attributes } from './${n.tag}.ts';

type ${n.component}Props = ElementProps<Attributes> & HostProps;

const TOGGLE = '[slot="toggle"]';

/** The author's markup, shown as the server rendered it, hidden and shown again by the author's button. */
export function ${n.component}({ host, goal }: ${n.component}Props) {
  const [collapsed, setCollapsed] = useState(false);
  useReflect(host, 'collapsed', collapsed);

  // React does not see clicks on slotted markup: listen on the host, before the element is ready
  useLayoutEffect(() => {
    const onClick = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
      setCollapsed((hidden) => !hidden);
      if (goal) reachGoal(host, goal);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, goal]);

  useLayoutEffect(() => {
    const button = requirePart(host, TOGGLE, 'a <button slot="toggle">');
    if (!button) return;
    button.setAttribute('aria-expanded', String(!collapsed));
    // the text follows the state unless the author put markup (an icon) in the button
    if (!button.children.length) button.textContent = t(collapsed ? '${n.show}' : '${n.hide}');
  }, [host, collapsed]);

  return (
    <>
      <div part="content" hidden={collapsed}>
        <slot />
      </div>
      <slot name="toggle" />
    </>
  );
}
`;

const stylesheet = (
  n,
) => `/* laid out as the author's markup is before the script runs, so the upgrade moves nothing */
:host {
  display: block;
  /* the token's default, written once (docs/theming.md) */
  ${n.gap.replace('--shop-', '--_')}: var(${n.gap}, 0px);
}
[part='content'] {
  margin-block-end: var(${n.gap.replace('--shop-', '--_')});
}
`;

const messages = (n) => `import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <${n.tag}> shows beyond the runtime's, carried by its chunk: the build leaves only these ids in \`ru\`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, ['${n.show}', '${n.hide}']);
`;

const markup = (n, attributes = '') =>
  `<${n.tag}${attributes}><p>Бесплатная доставка от 10 000 ₽.</p><button type="button" slot="toggle">Скрыть</button></${n.tag}>`;

const test = (n) => `import { expect } from '@open-wc/testing';
import '../../../elements/${n.tag}/${n.tag}.ts';
import { forgetReports } from '../../../shared/ui/author-markup.ts';
import { captureConsole } from '../../helpers/console.ts';
import { cleanup, mount, ready, record, setPageConfig, until } from '../../helpers/page.ts';
import { press } from '../../helpers/pointer.ts';

describe('${n.tag}', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  it("hides and shows the author's markup with the author's button, whose text says what it will do", async () => {
    const fixture = mount('${markup(n)}');
    const host = await ready(fixture.querySelector('${n.tag}'));
    const text = host.querySelector('p')!;
    const button = host.querySelector('button')!;
    expect(text.checkVisibility()).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');

    await press(button);
    await until(() => !text.checkVisibility(), 'the markup hidden');
    expect(host.hasAttribute('collapsed')).to.equal(true);
    expect(button.textContent).to.equal('Показать');
    expect(button.getAttribute('aria-expanded')).to.equal('false');

    await press(button);
    await until(() => text.checkVisibility(), 'the markup shown again');
    expect(host.hasAttribute('collapsed')).to.equal(false);
    expect(button.textContent).to.equal('Скрыть');
  });

  it('reaches its goal at each click, and none without one', async () => {
    const goals = record<{ name: string }>('shop-goal');
    const fixture = mount('${markup(n, ` goal="${n.goal}"`)}${markup(n)}');
    const [withGoal, without] = await Promise.all([...fixture.querySelectorAll('${n.tag}')].map(ready));
    await press(withGoal!.querySelector('button')!);
    await press(without!.querySelector('button')!);
    await until(() => without!.hasAttribute('collapsed'), 'the second element collapsed');
    expect(goals.events).to.deep.equal([{ name: '${n.goal}' }]);
    goals.stop();
  });

  it('says once in the console when its button is missing, and keeps the markup shown', async () => {
    forgetReports();
    const reported = captureConsole();
    const fixture = mount('<${n.tag}><p>Текст</p></${n.tag}><${n.tag}><p>Текст</p></${n.tag}>');
    await Promise.all([...fixture.querySelectorAll('${n.tag}')].map(ready));
    expect(reported.errors.filter((line) => line.includes('<${n.tag}> needs a <button slot="toggle">'))).to.have.length(1);
    expect(fixture.querySelector('p')!.checkVisibility()).to.equal(true);
  });
});
`;

const example = (n) => `  '${n.tag}': () => html\`${markup(n, ` goal="${n.goal}"`)}\`,\n`;

const glance = (n) =>
  `- [\`<${n.tag}>\`](docs/elements.md#${n.tag}): the author's markup that the author's button hides and shows\n`;

/** Adds the element's live example to EXAMPLES, in the order of the tags. */
function withExample(source, n) {
  const start = source.indexOf('export const EXAMPLES');
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) fail('demo-pages/server/pages/element-examples.ts has no EXAMPLES object');
  const entries = [...source.slice(start, end).matchAll(/^ {2}'(shop-[a-z-]+)':/gm)];
  const next = entries.find(([, tag]) => tag > n.tag);
  const at = next ? start + next.index : end + 1;
  return source.slice(0, at) + example(n) + source.slice(at);
}

/** Adds the element's line at the end of README's "Elements at a glance" (move it under its page). */
function withGlance(readme, n) {
  const start = readme.indexOf('## Elements at a glance');
  const next = readme.indexOf('\n## ', start + 1);
  if (start < 0 || next < 0) fail('README.md has no "## Elements at a glance" section followed by another');
  const at = readme.lastIndexOf('\n', readme.slice(0, next).trimEnd().length) + 1;
  const end = readme.indexOf('\n', at) + 1;
  return readme.slice(0, end) + glance(n) + readme.slice(end);
}

/** Adds the element's token to the table of docs/theming.md, after the last token (theme.test.ts reads the table). */
function withToken(theming, n) {
  const rows = [...theming.matchAll(/^\| `--shop-[^\n]*\n/gm)];
  if (!rows.length) fail('docs/theming.md has no table of tokens');
  const last = rows[rows.length - 1];
  const at = last.index + last[0].length;
  const row = `| \`${n.gap}\` | \`<${n.tag}>\`: the space under its content | \`0px\` |\n`;
  return theming.slice(0, at) + row + theming.slice(at);
}

async function write(path, content) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const formatted = /\.(tsx?|css|json|md)$/.test(path)
    ? await format(content, { ...(await resolveConfig(file)), filepath: file })
    : content;
  writeFileSync(file, formatted);
}

const json = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

async function main(tag) {
  if (!tag || !TAG.test(tag))
    fail(
      `give the new tag, lower-case words after "shop-": npm run new-element shop-price-note (got ${tag ?? 'none'})`,
    );
  const n = namesOf(tag);
  const folder = `elements/${tag}`;
  if (existsSync(join(root, folder))) fail(`${folder} exists already: choose another tag`);
  const ru = json('shared/i18n/ru.json');
  const uz = json('shared/i18n/uz.json');
  for (const id of [n.show, n.hide])
    if (id in ru || id in uz) fail(`the message id ${id} exists already in shared/i18n: choose another tag`);

  await write(`${folder}/${tag}.ts`, registration(n));
  await write(`${folder}/${n.component}.tsx`, component(n));
  await write(`${folder}/${tag}.css`, stylesheet(n));
  await write(`${folder}/messages.ts`, messages(n));
  await write(`test/elements/${tag}/${tag}.test.ts`, test(n));
  await write(
    'shared/i18n/ru.json',
    `${JSON.stringify({ ...ru, [n.show]: 'Показать', [n.hide]: 'Скрыть' }, null, 2)}\n`,
  );
  await write(
    'shared/i18n/uz.json',
    `${JSON.stringify({ ...uz, [n.show]: 'Ko‘rsatish', [n.hide]: 'Yashirish' }, null, 2)}\n`,
  );
  const examples = 'demo-pages/server/pages/element-examples.ts';
  await write(examples, withExample(readFileSync(join(root, examples), 'utf8'), n));
  writeFileSync(join(root, 'README.md'), withGlance(readFileSync(join(root, 'README.md'), 'utf8'), n));
  await write('docs/theming.md', withToken(readFileSync(join(root, 'docs/theming.md'), 'utf8'), n));

  console.log(`Wrote ${folder}/ (${tag}.ts, ${n.component}.tsx, ${tag}.css, messages.ts) and test/elements/${tag}/${tag}.test.ts;
added its texts to shared/i18n/ru.json and uz.json, its live example to ${examples}
its line to README.md's elements at a glance (move it under its page) and its token to docs/theming.md.
Next:
  npm run build        # the manifest, docs/elements.md, elements/element-types.ts, its chunk
  SHOP_BROWSERS=chromium npm run test:elements -- --files test/elements/${tag}/${tag}.test.ts
Then make it yours: CONTRIBUTING.md, "Adding an element".`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv[2]);

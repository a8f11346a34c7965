import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { messageUse } from '../../scripts/build/message-ids.ts';

const ROOT = join(import.meta.dirname, '../..');
const use = messageUse(ROOT);

/** `module: id, id` for every id of `uses` that the module's chunk lacks when it renders. */
function missing(
  uses: Map<string, Set<string>>,
  available: Set<string> | Map<string, Set<string>>,
): string[] {
  const lines: string[] = [];
  for (const [module, ids] of uses) {
    const there = available instanceof Map ? available.get(module) : available;
    const absent = [...ids].filter((id) => !there?.has(id));
    if (absent.length) lines.push(`${module}: ${absent.join(', ')}`);
  }
  return lines;
}

describe('each chunk carries the messages its code shows', () => {
  it('every listed id is a message of shared/i18n/ru.json', () => {
    const lists: [string, Set<string>][] = [
      ['shared/i18n/messages.ts', use.runtime],
      ...[...use.elements].map(([tag, { listed }]): [string, Set<string>] => [
        `elements/${tag}/messages.ts`,
        listed,
      ]),
    ];
    for (const [file, ids] of lists)
      assert.deepEqual(
        [...ids].filter((id) => !use.catalogue.has(id)),
        [],
        `${file} lists ids ru.json does not have`,
      );
  });

  it('the runtime carries every id the loader and the runtime it starts can show (shared/i18n/messages.ts)', () => {
    assert.deepEqual(missing(use.runtimeUses, use.runtime), []);
  });

  for (const [tag, element] of use.elements) {
    it(`<${tag}>: every id its code can show is the runtime's or in a messages.ts its chunk loads`, () => {
      assert.deepEqual(
        missing(element.uses, element.available),
        [],
        `add them to elements/${tag}/messages.ts (imported by elements/${tag}/${tag}.ts)`,
      );
      if (element.listed.size)
        assert.ok(element.importsOwn, `elements/${tag}/${tag}.ts imports ./messages.ts`);
    });

    it(`<${tag}>: its messages.ts lists only ids its code shows and the runtime lacks`, () => {
      const used = new Set([...element.uses.values()].flatMap((ids) => [...ids]));
      const needless = [...element.listed].filter((id) => !used.has(id) || use.runtime.has(id));
      assert.deepEqual(needless, [], `elements/${tag}/messages.ts carries texts nobody shows`);
    });
  }

  it('the build ships an element’s part, not the catalogue: the runtime chunk has no text of an element', () => {
    const map = JSON.parse(readFileSync(join(ROOT, 'dist/preload.json'), 'utf8')) as { runtime: string[] };
    const ru = JSON.parse(readFileSync(join(ROOT, 'shared/i18n/ru.json'), 'utf8')) as Record<string, string>;
    const runtime = map.runtime.map((file) => readFileSync(join(ROOT, 'dist', file), 'utf8')).join('\n');
    // plain texts ship as they are; checkout's "Способ получения" is in no other chunk's list
    assert.ok(!runtime.includes(ru.method_of_obtaining!), 'a checkout text in the runtime');
    assert.ok(runtime.includes(ru.generic_error!), 'the runtime’s own error text');
  });
});

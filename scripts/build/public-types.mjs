import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The data the events carry, public through dist/types/index.d.ts: each written out as a plain type. */
const DATA = {
  'shared/contract/cart.ts': ['Cart', 'CartLine', 'CartTotalType'],
  'shared/contract/catalog.ts': ['FilterAnswer'],
  'shared/contract/lists.ts': ['ListUpdate'],
};

/**
 * dist/types/shared/data.d.ts: the cart, the filters' answer and a list update as plain types, which the contract
 * infers from its valibot schemas. The declarations a user's project reads (index.d.ts, jsx.d.ts and the event
 * maps of shared/events.d.ts) import them from there, so they need no package the user has not installed (no
 * `valibot`), and an editor shows an event's detail field by field.
 */
export function writePublicTypes(root) {
  const probe = join(root, 'shared/.public-types-probe.ts');
  const names = Object.values(DATA).flat();
  writeFileSync(
    probe,
    Object.entries(DATA)
      .map(([file, types]) => `import type { ${types.join(', ')} } from '../${file}';\n`)
      .join('') + `export type Probe = { ${names.map((name) => `${name}: ${name}`).join('; ')} };\n`,
  );
  try {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    const program = ts.createProgram([probe], { ...config.options, noEmit: true });
    const checker = program.getTypeChecker();
    const alias = program.getSourceFile(probe).statements.find(ts.isTypeAliasDeclaration);
    const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
    const written = checker
      .getTypeAtLocation(alias.name)
      .getProperties()
      .map((property) => {
        const type = checker.getTypeOfSymbolAtLocation(property, alias);
        // an interface of the contract prints as its name: written out member by member
        const members = type.symbol?.name === property.name ? type.getProperties() : null;
        const text = members
          ? `{ ${members.map((member) => `${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(member, alias), undefined, flags)};`).join(' ')} }`
          : checker.typeToString(type, undefined, flags);
        return `export type ${property.name} = ${text};`;
      });
    writeFileSync(
      join(root, 'dist/types/shared/data.d.ts'),
      `/** The data the shop's events carry (docs/events.md), written out from the contract by \`npm run build\`. */\n${written.join('\n')}\n`,
    );
  } finally {
    writeFileSync(probe, '');
    ts.sys.deleteFile?.(probe);
  }
  // the event maps take their data from there, not from the contract's schemas
  const events = join(root, 'dist/types/shared/events.d.ts');
  writeFileSync(
    events,
    readFileSync(events, 'utf8').replace(
      /^import type \{ [^}]+ \} from '\.\/contract\/[a-z]+\.(?:ts|js)';\n/gm,
      (line) => line.replace(/'\.\/contract\/[a-z]+\.(?:ts|js)'/, "'./data.js'"),
    ),
  );
}

import { main } from './cli.ts';

// the command `shop-elements-check` (dist/shop-elements-check.js, built from this file)
process.exitCode = await main(process.argv.slice(2), (text) => process.stdout.write(text));

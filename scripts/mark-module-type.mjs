// contracts/ is built twice (CommonJS for the back end, its Jest and the CLI; ESM for Vite): each
// output folder gets a package.json saying which it holds, so Node loads either one correctly.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2];
writeFileSync(join(dist, 'cjs', 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
writeFileSync(join(dist, 'esm', 'package.json'), `${JSON.stringify({ type: 'module', sideEffects: false })}\n`);

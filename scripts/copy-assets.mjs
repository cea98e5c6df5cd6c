// Copies non-TypeScript files the backend reads at run time (templates, message catalogues)
// from src/ to dist/, keeping their paths, since tsc only emits .js.
import { cpSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [src, dist] = process.argv.slice(2);
const KEEP = /\.(hbs|json|css|woff2?|ttf|otf)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (KEEP.test(name)) {
      const target = join(dist, relative(src, p));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(p, target);
    }
  }
}
walk(src);

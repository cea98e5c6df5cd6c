// Serves an Astro build (its SSR handler and its client files) on one port, without Nest: what
// the content tests need to look at pages built with other content or other settings.
// Usage: node serve-pages.mjs <dist dir> <port>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, port] = process.argv.slice(2);
const { handler } = await import(pathToFileURL(join(dist, 'server', 'entry.mjs')).href);
const TYPES = { '.css': 'text/css', '.js': 'text/javascript', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = join(dist, 'client', path);
  if (file.startsWith(join(dist, 'client')) && existsSync(file) && statSync(file).isFile()) {
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    return createReadStream(file).pipe(res);
  }
  handler(req, res);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

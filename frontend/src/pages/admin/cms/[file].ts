import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Decap CMS bundle and its chunks, straight from the npm package (no CDN is reachable, and
 * 5 MB of editor has no place in the site's own build). Under /admin, so the administrator guard
 * covers it like the page.
 */
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', wasm: 'application/wasm' };
let distDir: string | undefined;

export const GET: APIRoute = async ({ params }) => {
  const file = params.file ?? '';
  const type = TYPES[file.split('.').pop() ?? ''];
  if (!/^[\w-]+(\.[\w-]+)*$/.test(file) || !type) return new Response(null, { status: 404 });
  distDir ??= join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
  try {
    return new Response(await readFile(join(distDir, file)), { headers: { 'Content-Type': type, 'Cache-Control': 'no-store' } });
  } catch {
    return new Response(null, { status: 404 });
  }
};

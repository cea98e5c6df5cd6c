import request from 'supertest';

export type User = { uid: string; token: string };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A supertest request to the app as `user` (or anonymous), optionally in a language: the one
 * shape every API integration test builds its calls from.
 */
export function apiAs(server: unknown, method: Method, path: string, user?: User, lang?: string): request.Test {
  const req = request(server as never)[method](path);
  if (lang) req.set('Accept-Language', lang);
  return user ? req.set('Authorization', `Bearer ${user.token}`) : req;
}

/** The response body as bytes (PDFs, DOCX, ZIP): supertest would otherwise try to read it as text. */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

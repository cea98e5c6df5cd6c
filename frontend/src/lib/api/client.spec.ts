import { ApiError, configureApi, request } from './client';
import { parseEvent } from './runs';

type Call = { url: string; init: RequestInit };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('lib/api client', () => {
  let calls: Call[];
  let answers: (() => Response | Promise<Response>)[];
  const tokens: boolean[] = [];

  beforeEach(() => {
    calls = [];
    answers = [];
    tokens.length = 0;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      return next();
    }) as typeof fetch;
    configureApi({
      token: async (refresh) => {
        tokens.push(refresh);
        return refresh ? 'fresh-token' : 'token';
      },
      locale: () => 'fr',
      retryDelaysMs: [1, 1, 1],
      timeoutMs: 1_000,
    });
  });

  it('sends the ID token, Accept-Language and a JSON body; reads JSON', async () => {
    answers.push(() => json(200, { profile: { firstName: 'Ana' } }));
    const body = await request<{ profile: { firstName: string } }>('/api/me/profile', { method: 'PATCH', json: { firstName: 'Ana' } });
    expect(body.profile.firstName).toBe('Ana');
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].init.body).toBe('{"firstName":"Ana"}');
  });

  it('turns the API error body into an ApiError with its code, fields and Retry-After', async () => {
    answers.push(() => json(429, { error: { code: 'RATE_LIMITED', message: 'Trop de demandes', fields: ['x'] } }, { 'Retry-After': '12' }));
    const error = await request('/api/me', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, fields: ['x'], retryAfter: 12 });
  });

  it('retries a GET on 503 and network errors, then succeeds', async () => {
    answers.push(
      () => json(503, {}),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { ok: true }),
    );
    await expect(request('/api/credits')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('gives up after the last retry with the status code', async () => {
    for (let i = 0; i < 4; i++) answers.push(() => json(502, 'bad gateway'));
    await expect(request('/api/credits')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    expect(calls).toHaveLength(4);
  });

  it('never retries a write', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/api/resumes', { method: 'POST', form: new FormData() })).rejects.toMatchObject({
      code: 'NETWORK',
      isNetwork: true,
    });
    expect(calls).toHaveLength(1);
  });

  it('asks for a fresh token once when the API says AUTH_INVALID', async () => {
    answers.push(
      () => json(401, { error: { code: 'AUTH_INVALID', message: '' } }),
      () => json(200, { uid: 'u' }),
    );
    await expect(request('/api/me')).resolves.toEqual({ uid: 'u' });
    expect(tokens).toEqual([false, true]);
    expect(new Headers(calls[1].init.headers).get('Authorization')).toBe('Bearer fresh-token');
  });

  it('does not send a token to public endpoints', async () => {
    answers.push(() => json(200, { apiKey: 'k' }));
    await request('/api/auth/config', { auth: false });
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
    expect(tokens).toEqual([]);
  });

  it('times out a request that does not answer', async () => {
    configureApi({ timeoutMs: 20, retryDelaysMs: [] });
    answers.push(
      () =>
        new Promise<Response>((_, reject) => {
          const signal = calls[0].init.signal!;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    await expect(request('/api/me')).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('server-sent events', () => {
  it('reads progress events and skips comments and retry lines', () => {
    expect(parseEvent('retry: 3000')).toBeNull();
    expect(parseEvent(': keep-alive')).toBeNull();
    expect(parseEvent('event: progress\ndata: {"id":"r1","status":"running"}')).toMatchObject({ id: 'r1', status: 'running' });
  });
});

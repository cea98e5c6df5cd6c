import { LexiconKeywordReader } from '../../src/modules/matching/infrastructure/ai/lexicon-keyword.reader';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { ReadJobPosting } from '../../src/modules/matching/application/read-job-posting';
import { SafePageFetcher } from '../../src/modules/matching/infrastructure/safe-page.fetcher';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A web server on loopback, the only kind of server these tests may talk to. */
async function serve(handler: Handler): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const JOB_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@type': 'JobPosting',
  title: 'Data Engineer',
  hiringOrganization: { name: 'Northwind' },
  description: '<p>Build pipelines in Python and SQL. Experience with Airflow required.</p>',
})}</script></head><body></body></html>`;

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );

describe('job links: the production policy keeps requests out of our network', () => {
  const fetcher = new SafePageFetcher();
  const read = new ReadJobPosting(fetcher, new LexiconKeywordReader());
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve((_, res) => res.end(JOB_PAGE));
  });
  afterAll(() => server.close());

  it('refuses loopback by IP, by name and in IPv6, without a single request reaching the server', async () => {
    const port = new URL(server.url).port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      expect(await codeOf(read.execute({ url }))).toBe('URL_NOT_ALLOWED');
    }
    expect(server.hits()).toBe(0);
  });

  it('refuses the cloud metadata address and private ranges before connecting', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      'http://192.168.1.1:8080/admin',
      'http://[fd00:ec2::254]/',
    ]) {
      expect(await codeOf(read.execute({ url }))).toBe('URL_NOT_ALLOWED');
    }
  });

  it('refuses a public-looking name whose DNS answer is private, even in a mixed answer', async () => {
    const dns = new SafePageFetcher(undefined, (host, _o, cb) =>
      cb(
        null,
        host === 'rebind.example'
          ? [{ address: '10.1.2.3', family: 4 }]
          : [
              { address: '93.184.216.34', family: 4 },
              { address: '127.0.0.1', family: 4 },
            ],
      ),
    );
    expect(await codeOf(dns.fetchPage(new URL('http://rebind.example/job')))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(dns.fetchPage(new URL('http://mixed.example/job')))).toBe('URL_NOT_ALLOWED');
  });

  it('says "Enter a valid URL." material for malformed links and asks for a description when empty', async () => {
    for (const url of ['not a link', 'ftp://example.com/job', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(await codeOf(read.execute({ url }))).toBe('INVALID_URL');
    }
    expect(await codeOf(read.execute({ text: '  ' }))).toBe('JOB_DESCRIPTION_REQUIRED');
  });
});

describe('job links: fetching within bounds (a policy that allows only our loopback test server)', () => {
  const onlyLoopback = (address: string) => address === '127.0.0.1';
  let server: Awaited<ReturnType<typeof serve>>;
  const pages: Record<string, Handler> = {
    '/job': (_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_PAGE),
    '/to-job': (_, res) => res.writeHead(302, { location: '/job' }).end(),
    '/to-metadata': (_, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-file': (_, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/loop': (_, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/to-credentials': (_, res) => res.writeHead(302, { location: `${server.url.replace('//', '//user:secret@')}/job` }).end(),
    '/huge': (_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.alloc(3 * 1024 * 1024, 0x61));
    },
    '/slow': (_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    },
    '/forbidden': (_, res) => res.writeHead(403).end('no bots'),
    '/image': (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('x'),
    '/blog': (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>A post about cats.</p></body></html>'),
    '/latin1': (_, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.from(JOB_PAGE.replace('Data Engineer', 'Ingénieur données'), 'latin1')),
  };
  beforeAll(async () => {
    server = await serve((req, res) => (pages[req.url ?? ''] ?? ((_, r) => r.writeHead(404).end()))(req, res));
  });
  afterAll(() => server.close());
  const reader = (tweak?: (f: SafePageFetcher) => void) => {
    const fetcher = new SafePageFetcher(onlyLoopback);
    tweak?.(fetcher);
    return new ReadJobPosting(fetcher, new LexiconKeywordReader());
  };

  it('reads a JobPosting, through a redirect, keeping title and company', async () => {
    expect(await reader().execute({ url: `${server.url}/to-job` })).toMatchObject({
      title: 'Data Engineer',
      company: 'Northwind',
      language: 'en',
    });
    expect((await reader().execute({ url: `${server.url}/latin1` })).title).toBe('Ingénieur données');
  });

  it('re-checks every redirect hop', async () => {
    expect(await codeOf(reader().execute({ url: `${server.url}/to-metadata` }))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(reader().execute({ url: `${server.url}/to-file` }))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(reader().execute({ url: `${server.url}/loop` }))).toBe('JOB_FETCH_FAILED');
  });

  it('refuses a redirect to a URL with credentials', async () => {
    expect(await codeOf(reader().execute({ url: `${server.url}/to-credentials` }))).toBe('URL_NOT_ALLOWED');
  });

  it('one deadline covers the headers: a server trickling them a byte at a time fails within deadline + 1 s', async () => {
    // A raw TCP server: the status line, then one header byte every 100 ms, never the blank line.
    const sockets = new Set<Socket>();
    const trickler = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.write('HTTP/1.1 200 OK\r\n');
      const timer = setInterval(() => socket.write('X'), 100);
      socket.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((r) => trickler.listen(0, '127.0.0.1', r));
    const { port } = trickler.address() as AddressInfo;
    const deadline = 1500;
    const started = Date.now();
    try {
      const code = await codeOf(
        reader((f) => {
          f.limits.timeoutMs = deadline;
        }).execute({ url: `http://127.0.0.1:${port}/job` }),
      );
      expect(code).toBe('JOB_FETCH_FAILED');
      expect(Date.now() - started).toBeLessThan(deadline + 1000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => trickler.close(r));
    }
  });

  it('gives up on pages over 2 MB, slow pages, refusals and non-pages, and says when a page holds no job', async () => {
    expect(await codeOf(reader().execute({ url: `${server.url}/huge` }))).toBe('JOB_FETCH_FAILED');
    const started = Date.now();
    expect(
      await codeOf(
        reader((f) => {
          f.limits.timeoutMs = 400;
        }).execute({ url: `${server.url}/slow` }),
      ),
    ).toBe('JOB_FETCH_FAILED');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await codeOf(reader().execute({ url: `${server.url}/forbidden` }))).toBe('JOB_FETCH_FAILED');
    expect(await codeOf(reader().execute({ url: `${server.url}/image` }))).toBe('JOB_FETCH_FAILED');
    expect(await codeOf(reader().execute({ url: `${server.url}/blog` }))).toBe('NO_JOB_FOUND');
  });
});

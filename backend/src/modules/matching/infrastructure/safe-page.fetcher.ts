import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { PageFetcher } from '../application/job-ports';
import { isPublicAddress } from '../domain/address-policy';
import { JobError } from '../domain/job-errors';

type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface FetchLimits {
  maxRedirects: number;
  maxBytes: number;
  timeoutMs: number;
}

const USER_AGENT = "Mozilla/5.0 (compatible; AtelierJobReader/1.0; reads one job posting at a user's request)";

/**
 * Fetches a job page for a user without letting the link reach inside our network (SSRF):
 * - http and https only, no credentials in the URL;
 * - every address a host name resolves to must be public (checked at connection time, so a DNS
 *   answer cannot change between check and use), literal IPs are checked before connecting;
 * - redirects followed by hand, at most 5, each hop checked again;
 * - at most 2 MB, read as it streams, and 10 s in all: ONE deadline for the whole fetch (DNS,
 *   connection, headers, body, every redirect), not an idle timeout a server could keep resetting
 *   by trickling one byte at a time.
 */
@Injectable()
export class SafePageFetcher implements PageFetcher {
  readonly limits: FetchLimits = { maxRedirects: 5, maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 };

  constructor(
    private readonly allowed: (address: string) => boolean = isPublicAddress,
    private readonly resolve: Resolver = dnsLookup as unknown as Resolver,
  ) {}

  async fetchPage(start: URL): Promise<{ finalUrl: string; contentType: string; body: string }> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new JobError('JOB_FETCH_FAILED', 'timeout')), this.limits.timeoutMs);
    try {
      return await this.follow(start, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private async follow(start: URL, deadline: AbortSignal): Promise<{ finalUrl: string; contentType: string; body: string }> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const res = await this.get(url, deadline);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= this.limits.maxRedirects) throw new JobError('JOB_FETCH_FAILED', 'too many redirects');
        let next: URL;
        try {
          next = new URL(res.headers.location, url);
        } catch {
          throw new JobError('JOB_FETCH_FAILED', 'bad redirect');
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new JobError('URL_NOT_ALLOWED', `redirect to ${next.protocol}`);
        if (next.username || next.password) throw new JobError('URL_NOT_ALLOWED', 'redirect to a URL with credentials');
        url = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new JobError('JOB_FETCH_FAILED', `status ${status}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (contentType && !/html|text\/plain|json|xml/i.test(contentType)) {
        res.resume();
        throw new JobError('JOB_FETCH_FAILED', `content type ${contentType}`);
      }
      return { finalUrl: url.toString(), contentType, body: await this.readBody(res, contentType, deadline) };
    }
  }

  private get(url: URL, deadline: AbortSignal): Promise<IncomingMessage> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowed(host)) return Promise.reject(new JobError('URL_NOT_ALLOWED', host));
    if (deadline.aborted) return Promise.reject(deadline.reason as Error);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'GET',
          headers: {
            'User-Agent': USER_AGENT,
            Accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.5',
            'Accept-Encoding': 'identity',
          },
          lookup: (hostname, options, callback) => this.lookup(hostname, options as { all?: boolean }, callback as never),
        },
        resolve,
      );
      // The deadline ends the request wherever it is: resolving, connecting, or reading headers.
      const stop = () => req.destroy(deadline.reason as Error);
      deadline.addEventListener('abort', stop, { once: true });
      req.on('close', () => deadline.removeEventListener('abort', stop));
      req.on('error', (error) => reject(error instanceof JobError ? error : new JobError('JOB_FETCH_FAILED', error.message)));
      req.end();
    });
  }

  /** DNS with a veto: one non-public answer refuses the host (no partial trust in mixed answers). */
  private lookup(
    hostname: string,
    options: { all?: boolean },
    callback: (e: Error | null, a?: string | LookupAddress[], f?: number) => void,
  ): void {
    this.resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error);
      if (!addresses.length || addresses.some((a) => !this.allowed(a.address))) return callback(new JobError('URL_NOT_ALLOWED', hostname));
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  }

  private readBody(res: IncomingMessage, contentType: string, deadline: AbortSignal): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = () => res.destroy(deadline.reason as Error);
      if (deadline.aborted) {
        res.destroy();
        return reject(deadline.reason as Error);
      }
      deadline.addEventListener('abort', stop, { once: true });
      const done = () => deadline.removeEventListener('abort', stop);
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > this.limits.maxBytes) res.destroy(new JobError('JOB_FETCH_FAILED', 'page too large'));
        else chunks.push(chunk);
      });
      res.on('error', (error) => {
        done();
        reject(error instanceof JobError ? error : new JobError('JOB_FETCH_FAILED', error.message));
      });
      res.on('end', () => {
        done();
        const charset = contentType.match(/charset=([\w-]+)/i)?.[1]?.toLowerCase() ?? 'utf-8';
        try {
          resolve(new TextDecoder(charset).decode(Buffer.concat(chunks)));
        } catch {
          resolve(Buffer.concat(chunks).toString('utf8'));
        }
      });
    });
  }
}

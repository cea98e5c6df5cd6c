/** 4 or 6 for an IP address literal, 0 otherwise (pure: the domain does no I/O, not even node:net). */
function ipVersion(address: string): 4 | 6 | 0 {
  const v4 = address.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255) ? 4 : 0;
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address) || (address.match(/::/g) ?? []).length > 1) return 0;
  return address.split(':').length <= 8 ? 6 : 0;
}

/**
 * Which IP addresses a job link may lead us to: public unicast only. Loopback, private, shared,
 * link-local (which holds the cloud metadata address 169.254.169.254), multicast, reserved and
 * their IPv6 forms (including IPv4-mapped and NAT64 addresses) are refused.
 */
export function isPublicAddress(address: string): boolean {
  const kind = ipVersion(address);
  if (kind === 4) return isPublicV4(address);
  if (kind === 6) return isPublicV6(address.toLowerCase());
  return false;
}

function v4(address: string): number[] {
  return address.split('.').map(Number);
}

function isPublicV4(address: string): boolean {
  const [a, b, c] = v4(address);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this-network, private, loopback, multicast, reserved
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 169 && b === 254) return false; // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return false; // TEST-NET-2/3
  return true;
}

/** The eight 16-bit groups of an IPv6 literal (a trailing dotted IPv4 counts as two); null if malformed. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    if (ipVersion(dotted[2]) !== 4) return null;
    const [a, b, c, d] = v4(dotted[2]);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string) => (part ? part.split(':') : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** The IPv4 address held in two groups. */
const embeddedV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * IPv6: every form that carries an IPv4 address is judged by that address (mapped ::ffff:a.b.c.d,
 * its hex spelling ::ffff:7f00:1, translated ::ffff:0:a.b.c.d, the deprecated compatible
 * ::a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:AABB:CCDD::), whatever the spelling (zeros written
 * out, hex or dotted). Local-use NAT64, Teredo, discard-only and the non-public ranges are refused.
 */
function isPublicV6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return false; // unspecified
  if (zeros(0, 7) && g[7] === 1) return false; // loopback
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicV4(embeddedV4(g[6], g[7])); // IPv4-mapped
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isPublicV4(embeddedV4(g[6], g[7])); // IPv4-translated
  if (zeros(0, 6)) return isPublicV4(embeddedV4(g[6], g[7])); // IPv4-compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b) return g[2] === 0 && zeros(2, 6) && isPublicV4(embeddedV4(g[6], g[7])); // NAT64, local-use 64:ff9b:1::/48 refused
  if (g[0] === 0x2002) return isPublicV4(embeddedV4(g[1], g[2])); // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return false; // Teredo: tunnels to an obfuscated IPv4
  if (g[0] === 0x0100 && zeros(1, 4)) return false; // discard-only 100::/64
  if ((g[0] & 0xfe00) === 0xfc00) return false; // unique local fc00::/7 (AWS metadata fd00:ec2::254 too)
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return false; // link-local, old site-local
  if ((g[0] & 0xff00) === 0xff00) return false; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  return true;
}

/** A job link as a URL we may fetch: http or https, a host, no credentials; else null. */
export function parseJobUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

/** This machine only (the test policy: end-to-end tests serve their own job pages). */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address === '::ffff:127.0.0.1' || /^127\./.test(address);
}

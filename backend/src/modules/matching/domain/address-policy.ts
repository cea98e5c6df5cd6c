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

function isPublicV6(address: string): boolean {
  if (address === '::' || address === '::1') return false;
  const mapped = address.match(/^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPublicV4(mapped[1]);
  const hexMapped = address.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1], 16);
    const lo = parseInt(hexMapped[2], 16);
    return isPublicV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const first = parseInt(address.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7 (AWS metadata fd00:ec2::254 too)
  if ((first & 0xffc0) === 0xfe80) return false; // link-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && parseInt(address.split(':')[1] || '0', 16) === 0x0db8) return false; // documentation
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

import { isPublicAddress, parseJobUrl } from './address-policy';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1'])('allows public %s', (a) =>
    expect(isPublicAddress(a)).toBe(true),
  );
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '192.0.0.192',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (a) => expect(isPublicAddress(a)).toBe(false));
});

describe('parseJobUrl', () => {
  it('accepts http and https links', () => {
    expect(parseJobUrl(' https://jobs.example.com/offre/42?ref=x ')?.hostname).toBe('jobs.example.com');
  });
  it.each(['not a url', 'ftp://example.com/job', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pw@example.com/', 'http://'])(
    'refuses %s',
    (u) => {
      expect(parseJobUrl(u)).toBeNull();
    },
  );
});

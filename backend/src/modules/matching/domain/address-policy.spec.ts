import { isPublicAddress, parseJobUrl } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2a00:1450:4007:80e::200e',
  ])('allows public %s', (a) => expect(isPublicAddress(a)).toBe(true));
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
    // IPv6 spellings that embed IPv4 loopback or private addresses.
    '::127.0.0.1',
    '::7f00:1',
    '0:0:0:0:0:ffff:127.0.0.1',
    '0000:0000:0000:0000:0000:ffff:7f00:0001',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::192.168.1.1',
    '64:ff9b:1::808:808',
    '::ffff:10.1.2.3',
    '::ffff:c0a8:101',
    '::169.254.169.254',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '100::1',
    'fec0::1',
    '::0.0.0.0',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
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

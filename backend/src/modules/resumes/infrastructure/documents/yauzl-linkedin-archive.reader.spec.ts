import { zip } from '../../../../../test/integration/support/zip';
import { YauzlLinkedinArchiveReader } from './yauzl-linkedin-archive.reader';

const reader = new YauzlLinkedinArchiveReader();
const NAMES = ['Profile.csv', 'Positions.csv'];

/** A ZIP whose headers claim `declared` bytes for every entry, whatever the entries really hold. */
function lying(entries: Record<string, Buffer>, declared: number): Buffer {
  const archive = zip(entries);
  for (let at = 0; at < archive.length - 4; at++) {
    const signature = archive.readUInt32LE(at);
    if (signature === 0x04034b50) archive.writeUInt32LE(declared, at + 22);
    if (signature === 0x02014b50) archive.writeUInt32LE(declared, at + 24);
  }
  return archive;
}

describe('LinkedIn archive reader', () => {
  it('finds the wanted files in a subfolder by base name and skips the rest', async () => {
    const files = await reader.read(
      zip({ 'Export/Profile.csv': 'First Name\nA', 'Export/Connections.csv': 'x', 'Export/Positions.csv': 'Title\nB' }),
      NAMES,
    );
    expect([...files.keys()].sort()).toEqual(['Positions.csv', 'Profile.csv']);
    expect(files.get('Profile.csv')).toBe('First Name\nA');
  });

  it('refuses an entry that declares more than its limit', async () => {
    const bomb = zip({ 'Profile.csv': Buffer.alloc(6 * 1024 * 1024) });
    await expect(reader.read(bomb, NAMES)).rejects.toMatchObject({ code: 'LINKEDIN_IMPORT_FAILED' });
  });

  it('refuses an entry that inflates past what its header declares (counted on real bytes)', async () => {
    const bomb = lying({ 'Profile.csv': Buffer.alloc(8 * 1024 * 1024) }, 100);
    await expect(reader.read(bomb, NAMES)).rejects.toMatchObject({ code: 'LINKEDIN_IMPORT_FAILED' });
  });

  it('refuses what is not a ZIP', async () => {
    await expect(reader.read(Buffer.from('PK\x03\x04 nothing else'), NAMES)).rejects.toMatchObject({ code: 'LINKEDIN_IMPORT_FAILED' });
  });
});

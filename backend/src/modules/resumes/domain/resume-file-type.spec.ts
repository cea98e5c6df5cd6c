import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectResumeFileType } from './resume-file-type';

const fixtures = join(__dirname, '..', '..', '..', '..', '..', 'e2e', 'fixtures');

describe('detectResumeFileType', () => {
  it('recognises a PDF by its header, even after a few junk bytes', () => {
    expect(detectResumeFileType(readFileSync(join(fixtures, 'resume-en.pdf')))).toBe('pdf');
    expect(detectResumeFileType(Buffer.from('\ufeff  %PDF-1.4\n...'))).toBe('pdf');
  });

  it('recognises a DOCX as a zip holding word/document.xml', () => {
    expect(detectResumeFileType(readFileSync(join(fixtures, 'resume-fr.docx')))).toBe('docx');
  });

  it('refuses other zips (xlsx, odt) even when named .docx', () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml [Content_Types].xml')]);
    expect(detectResumeFileType(xlsx)).toBeNull();
  });

  it('recognises a DOC as an OLE file with a WordDocument stream, and refuses other OLE files', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectResumeFileType(Buffer.concat([ole, Buffer.alloc(100), Buffer.from('WordDocument', 'utf16le')]))).toBe('doc');
    expect(detectResumeFileType(Buffer.concat([ole, Buffer.alloc(100), Buffer.from('Workbook', 'utf16le')]))).toBeNull();
  });

  it('refuses images, text and executables', () => {
    expect(detectResumeFileType(Buffer.from('89504e470d0a1a0a', 'hex'))).toBeNull();
    expect(detectResumeFileType(Buffer.from('Jane Doe\nEngineer'))).toBeNull();
    expect(detectResumeFileType(Buffer.from('7f454c46020101', 'hex'))).toBeNull();
    expect(detectResumeFileType(Buffer.alloc(0))).toBeNull();
  });
});

import JSZip from 'jszip';
import { docxMainPart } from './docx-main-part';
import { detectResumeFileType } from './resume-file-type';

const BODY = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
<w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal OOXML package whose main part sits at `mainPath`, declared with `contentType`. */
async function ooxmlPackage(
  mainPath: string,
  contentType: string,
  relType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPath}" ContentType="${contentType}"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relType}" Target="/${mainPath}"/></Relationships>`,
  );
  zip.file(mainPath, BODY);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

describe('the DOCX main part, found through the package relationships', () => {
  it('accepts a word-processing package whose main part is not word/document.xml', async () => {
    const docx = await ooxmlPackage('content/resume-body.xml', WORD);
    expect(docxMainPart(docx)).toBe('content/resume-body.xml');
    expect(detectResumeFileType(docx)).toBe('docx');
  });

  it('still accepts the usual location', async () => {
    expect(docxMainPart(await ooxmlPackage('word/document.xml', WORD))).toBe('word/document.xml');
  });

  it('refuses spreadsheets and presentations, which have an officeDocument relationship too', async () => {
    const xlsx = await ooxmlPackage('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml');
    expect(detectResumeFileType(xlsx)).toBeNull();
  });

  it('refuses a relationship pointing at a part the zip does not hold, and a zip without relationships', async () => {
    const broken = await JSZip.loadAsync(await ooxmlPackage('word/main.xml', WORD));
    broken.remove('word/main.xml');
    expect(docxMainPart(await broken.generateAsync({ type: 'nodebuffer' }))).toBeNull();
    const bare = new JSZip();
    bare.file('readme.txt', 'word/document.xml is only mentioned here');
    expect(detectResumeFileType(await bare.generateAsync({ type: 'nodebuffer' }))).toBeNull();
  });
});

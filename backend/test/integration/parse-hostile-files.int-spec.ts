import { PDFDocument } from 'pdf-lib';
import { ParseResume } from '../../src/modules/resumes/application/parse-resume';
import { WorkerResumeParser } from '../../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { readFileSync } from 'node:fs';
import { assertPdfInflationWithin } from '../../src/modules/resumes/infrastructure/documents/pdf-inflation';
import { pdfWithStream, zeroBomb } from './support/bombs';
import { fixture } from './support/fixtures';
import { docx, paragraphs } from './support/zip';

/** Resident memory of this process and of the parse processes, sampled every 20 ms. */
function memorySampler(pids: () => number[]) {
  const rss = (pid: number | 'self') => {
    try {
      return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      return 0;
    }
  };
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss('self') + pids().reduce((sum, pid) => sum + rss(pid), 0));
  }, 20);
  return { stop: () => (clearInterval(timer), peak) };
}

const MB = 1024 * 1024;

/** A PDF whose /Encrypt dictionary needs a password we do not have. */
function encryptedPdf(): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 8 >>\nstream\nabcdefgh\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The real parse path (worker thread, pdfjs, mammoth) on bad input: a clear code, never a crash. */
describe('parsing hostile and broken files', () => {
  const parser = new WorkerResumeParser();
  const parse = new ParseResume(parser);
  afterAll(() => parser.onModuleDestroy());
  const codeOf = (content: Buffer) =>
    parse.execute(content).then(
      () => 'parsed',
      (e: { code?: string }) => e.code ?? 'CRASH',
    );

  it('reads good PDF, DOCX and JSON Resume files', async () => {
    expect((await parse.execute(fixture('resume-fr.pdf'))).resume.basics?.name).toBe('Gaëlle Lefèvre');
    const fromDocx = await parse.execute(
      docx(paragraphs(['Camille Moreau', 'camille@example.fr', 'Expérience', 'Développeuse, Atelier SAS 2019 - présent'])),
    );
    expect(fromDocx.resume.basics).toMatchObject({ name: 'Camille Moreau', email: 'camille@example.fr' });
    expect(fromDocx.language).toBe('fr');
    const json = await parse.execute(Buffer.from(JSON.stringify({ basics: { name: 'Ana Souza' }, work: [{ name: 'Acme' }] })));
    expect(json.resume.basics?.name).toBe('Ana Souza');
  });

  it('refuses an encrypted PDF', async () => expect(await codeOf(encryptedPdf())).toBe('ENCRYPTED_PDF'));

  it('refuses a DOCX zip bomb by its declared sizes before inflating it', async () => {
    const bomb = docx(Buffer.alloc(60 * 1024 * 1024, 0x61));
    expect(bomb.length).toBeLessThan(200_000);
    expect(await codeOf(bomb)).toBe('DOCUMENT_TOO_LARGE_TO_OPEN');
  });

  describe('decompression bombs, refused at once within a memory bound', () => {
    let sampler: ReturnType<typeof memorySampler>;
    let idle = 0;
    beforeAll(async () => {
      await parse.execute(fixture('resume-en.pdf')); // processes warm, pdfjs loaded: the idle figure
      const warm = memorySampler(() => parser.pids);
      await new Promise((r) => setTimeout(r, 100));
      idle = warm.stop();
      sampler = memorySampler(() => parser.pids);
    });
    afterAll(() => {
      const peak = sampler.stop();
      // The issue measured 3 GB for one such PDF; the bound: 800 MB above idle for the whole suite.
      expect(peak - idle).toBeLessThan(800 * MB);
    });

    it('refuses a 1.5 MB PDF whose content stream inflates to 1.5 GB, fast', async () => {
      const bomb = pdfWithStream(zeroBomb(1536 * MB, 'zlib'));
      expect(bomb.length).toBeLessThan(2 * MB);
      const started = Date.now();
      expect(await codeOf(bomb)).toBe('DOCUMENT_TOO_LARGE_TO_OPEN');
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('lets a flat-colour image inflate near the ceiling within the budget; the same text stream is a bomb', async () => {
      const stream = (dict: string) =>
        Buffer.concat([
          Buffer.from(`4 0 obj\n<< ${dict} /Filter /FlateDecode >>\nstream\n`),
          zeroBomb(24 * MB, 'zlib'),
          Buffer.from('\nendstream\nendobj\n'),
        ]);
      await expect(assertPdfInflationWithin(stream('/Type /XObject /Subtype /Image /Width 2480 /Height 3508'))).resolves.toBeUndefined();
      await expect(assertPdfInflationWithin(stream('/Length 9'))).rejects.toMatchObject({ code: 'DOCUMENT_TOO_LARGE_TO_OPEN' });
      // Past the whole document's budget, images too.
      await expect(assertPdfInflationWithin(Buffer.concat([1, 2, 3].map(() => stream('/Subtype /Image'))))).rejects.toMatchObject({
        code: 'DOCUMENT_TOO_LARGE_TO_OPEN',
      });
    });

    it('refuses a DOCX whose zip headers under-declare the inflated size', async () => {
      const bomb = docx({ packed: zeroBomb(1200 * MB, 'raw'), declaredSize: 4096 });
      expect(await codeOf(bomb)).toBe('DOCUMENT_TOO_LARGE_TO_OPEN');
    });

    it('refuses an external entity declared after the first 4 KB of a large XML part', async () => {
      const xml = `<?xml version="1.0"?><!-- ${'padding '.repeat(4096)} --><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>`;
      expect(xml.length).toBeGreaterThan(30_000);
      expect(await codeOf(docx(xml))).toBe('UNSAFE_DOCUMENT');
    });

    it('refuses a JSON Resume nested 200,000 levels deep with its own message', async () => {
      const deep = `{"basics":{"name":"Ana"},"work":[{"name":"Acme","highlights":${'['.repeat(200_000)}${']'.repeat(200_000)}}]}`;
      expect(await codeOf(Buffer.from(deep))).toBe('JSON_RESUME_TOO_DEEP');
    });

    it('three bombs at once do not hold up an ordinary resume', async () => {
      const bombs = [1, 2, 3].map(() => parse.execute(pdfWithStream(zeroBomb(1536 * MB, 'zlib'))).catch((e: { code: string }) => e.code));
      const started = Date.now();
      expect((await parse.execute(fixture('resume-en.pdf'))).resume.basics?.name).toBe('Jordan Avery');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await Promise.all(bombs)).toEqual(Array(3).fill('DOCUMENT_TOO_LARGE_TO_OPEN'));
    });

    it('kills a parse process past its resident-memory ceiling and carries on', async () => {
      const tight = new WorkerResumeParser();
      tight.limits.maxRssMb = 40; // below what pdfjs itself needs: any PDF trips it
      await expect(new ParseResume(tight).execute(fixture('resume-en.pdf'))).rejects.toMatchObject({ code: 'DOCUMENT_TOO_LARGE_TO_OPEN' });
      tight.limits.maxRssMb = 512;
      expect((await new ParseResume(tight).execute(fixture('resume-en.pdf'))).resume.basics?.name).toBe('Jordan Avery');
      await tight.onModuleDestroy();
    });
  });

  it('refuses XML entities (external entity and billion laughs)', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>';
    expect(await codeOf(docx(xxe))).toBe('UNSAFE_DOCUMENT');
  });

  it('answers truncated, corrupt and empty files with a clear code', async () => {
    const truncated = fixture('resume-en.pdf').subarray(0, 1500);
    expect(['CORRUPT_FILE', 'NO_TEXT_FOUND']).toContain(await codeOf(truncated));
    expect(['CORRUPT_FILE', 'NO_TEXT_FOUND']).toContain(await codeOf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)])));
    expect(await codeOf(docx('<w:document>not closed'))).toMatch(/CORRUPT_FILE|NO_TEXT_FOUND/);
    expect(await codeOf(fixture('resume-fr.docx').subarray(0, 300))).toBe('CORRUPT_FILE');
    expect(await codeOf(Buffer.alloc(0))).toBe('EMPTY_FILE');
    expect(await codeOf(Buffer.from('just some text'))).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('gives up on a document past its deadline, then carries on with a fresh worker', async () => {
    const slow = new WorkerResumeParser();
    slow.limits.timeoutMs = 1;
    const bounded = new ParseResume(slow);
    await expect(bounded.execute(fixture('resume-en.pdf'))).rejects.toMatchObject({ code: 'PARSE_TIMEOUT' });
    slow.limits.timeoutMs = 15_000;
    expect((await bounded.execute(fixture('resume-en.pdf'))).resume.basics?.name).toBe('Jordan Avery');
    await slow.onModuleDestroy();
  });

  it('parses a scan-like PDF (no text layer) as NO_TEXT_FOUND, never an invented resume', async () => {
    // Pages with only drawings and no text layer, like a scan.
    const doc = await PDFDocument.create();
    for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 495, height: 742, borderWidth: 2 });
    expect(await codeOf(Buffer.from(await doc.save()))).toBe('NO_TEXT_FOUND');
  });
});

import { Injectable } from '@nestjs/common';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { LinkedinArchiveReader } from '../../application/linkedin-ports';
import { ResumeError } from '../../domain/resume-errors';

/** A real export is a few hundred kilobytes; these leave room and stop zip bombs early. */
export const ARCHIVE_LIMITS = { entries: 2000, fileBytes: 5 * 1024 * 1024, totalBytes: 20 * 1024 * 1024 };

const refuse = (detail: string) => new ResumeError('LINKEDIN_IMPORT_FAILED', detail);

/**
 * yauzl, streaming one entry at a time. Only the wanted files are inflated; each is counted byte
 * by byte as it inflates and dropped past its limit, whatever its header claims. (yauzl's own
 * size check is off: on an entry that inflates past its declared size its stream stalls without
 * an error, so the count here is the one guard.)
 */
@Injectable()
export class YauzlLinkedinArchiveReader implements LinkedinArchiveReader {
  async read(zip: Buffer, names: readonly string[]): Promise<Map<string, string>> {
    const archive = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: false }, (error, file) =>
        error || !file ? reject(refuse(`not a ZIP: ${error?.message}`)) : resolve(file),
      ),
    );
    const wanted = new Set(names);
    const found = new Map<string, string>();
    let total = 0;
    let seen = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        archive.on('error', (error: Error) => reject(refuse(error.message)));
        archive.on('end', () => resolve());
        archive.on('entry', (entry: Entry) => {
          if (++seen > ARCHIVE_LIMITS.entries) return reject(refuse('too many entries'));
          const name = entry.fileName.split('/').pop() ?? '';
          if (entry.fileName.endsWith('/') || !wanted.has(name) || found.has(name)) return archive.readEntry();
          if (entry.uncompressedSize > ARCHIVE_LIMITS.fileBytes) return reject(refuse(`${name} declares ${entry.uncompressedSize} bytes`));
          this.inflate(archive, entry, (bytes) => (total += bytes) <= ARCHIVE_LIMITS.totalBytes)
            .then((text) => {
              found.set(name, text);
              archive.readEntry();
            })
            .catch(reject);
        });
        archive.readEntry();
      });
    } finally {
      archive.close();
    }
    return found;
  }

  private inflate(archive: ZipFile, entry: Entry, withinTotal: (bytes: number) => boolean): Promise<string> {
    return new Promise((resolve, reject) =>
      archive.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(refuse(`unreadable entry: ${error?.message}`));
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ARCHIVE_LIMITS.fileBytes || !withinTotal(chunk.length)) {
            stream.destroy();
            reject(refuse(`${entry.fileName} inflates past its limit`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', (streamError: Error) => reject(refuse(streamError.message)));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      }),
    );
  }
}

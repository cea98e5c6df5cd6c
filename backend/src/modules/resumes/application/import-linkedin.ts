import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StructuredResume } from '../../../shared/json-resume';
import { LINKEDIN_EXPORT_FILES, linkedinExportResume } from '../domain/linkedin/linkedin-export';
import { linkedinProfileResume } from '../domain/linkedin/linkedin-profile-pdf';
import type { Resume } from '../domain/resume';
import { ResumeError } from '../domain/resume-errors';
import { CreateResumeFromContent } from './create-resume-from-content';
import { LINKEDIN_ARCHIVE_READER, type LinkedinArchiveReader } from './linkedin-ports';
import { PDF_TEXT_READER, type PdfTextReader } from './rendering-ports';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const PDF = Buffer.from('%PDF-', 'latin1');

/**
 * LinkedIn without connecting an account: the data export ZIP ("Get a copy of your data") or the
 * profile's "Save to PDF", recognised by their bytes, become a resume ready to edit. Anything else
 * (another ZIP, another PDF, any other file) is LINKEDIN_IMPORT_FAILED: "Failed to connect to LinkedIn."
 */
@Injectable()
export class ImportLinkedin {
  private readonly logger = new Logger('ImportLinkedin');

  constructor(
    @Inject(LINKEDIN_ARCHIVE_READER) private readonly archives: LinkedinArchiveReader,
    @Inject(PDF_TEXT_READER) private readonly pdfText: PdfTextReader,
    private readonly create: CreateResumeFromContent,
  ) {}

  async execute(input: { userId: string; content: Buffer }): Promise<Resume> {
    if (input.content.length === 0) throw new ResumeError('EMPTY_FILE');
    const structured = await this.read(input.content);
    if (!structured) throw new ResumeError('LINKEDIN_IMPORT_FAILED', 'neither a LinkedIn data export nor a LinkedIn profile PDF');
    const name = structured.resume.basics?.name ?? '';
    return this.create.execute({ userId: input.userId, name: name ? `${name} (LinkedIn)` : 'LinkedIn', structured });
  }

  private async read(content: Buffer): Promise<StructuredResume | null> {
    if (content.subarray(0, 4).equals(ZIP)) return linkedinExportResume(await this.archives.read(content, LINKEDIN_EXPORT_FILES));
    if (content.subarray(0, 5).equals(PDF)) {
      try {
        return linkedinProfileResume(await this.pdfText.read(content));
      } catch (error) {
        this.logger.warn(`unreadable PDF: ${(error as Error).message}`);
        return null;
      }
    }
    return null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DownloadResumePdf } from './download-resume-pdf';
import { ExportJsonResume } from './export-json-resume';
import { RESUME_REPOSITORY, type ResumeRepository } from './ports';

/** One file of the export, with its path inside the archive. */
export interface ExportedFile {
  path: string;
  content: Buffer;
}

/**
 * "Download everything": every ready resume of the user (uploads and tailored ones) as its PDF (ATS
 * Optimized, in its own language) and its JSON Resume. Files are produced one at a time, so the
 * caller can stream them into an archive without holding the whole library in memory.
 */
@Injectable()
export class ExportLibrary {
  constructor(
    @Inject(RESUME_REPOSITORY) private readonly resumes: ResumeRepository,
    private readonly downloadPdf: DownloadResumePdf,
    private readonly exportJson: ExportJsonResume,
  ) {}

  async *execute(input: { userId: string }): AsyncGenerator<ExportedFile> {
    const items = [
      ...(await this.resumes.list({ ownerId: input.userId, kind: 'upload' })),
      ...(await this.resumes.list({ ownerId: input.userId, kind: 'tailored' })),
    ].filter((item) => item.stage === 'ready');
    const used = new Set<string>();
    for (const item of items) {
      const folder = uniqueFolder(item.name, used);
      const pdf = await this.downloadPdf.execute({ userId: input.userId, resumeId: item.id, template: 'ats' });
      yield { path: `${folder}/${pdf.fileName}`, content: pdf.content };
      const json = await this.exportJson.execute({ userId: input.userId, resumeId: item.id });
      yield { path: `${folder}/${folder}.json`, content: Buffer.from(JSON.stringify(json.resume, null, 2)) };
    }
  }
}

/** A folder name for the resume: its name without path characters, numbered when two resumes share it. */
function uniqueFolder(name: string, used: Set<string>): string {
  const stem = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'resume';
  let folder = stem;
  for (let n = 2; used.has(folder.toLowerCase()); n++) folder = `${stem} (${n})`;
  used.add(folder.toLowerCase());
  return folder;
}

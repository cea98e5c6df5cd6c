import { downloadResumePdf } from '../../lib/api/resumes';
import type { ResumeTemplate } from '../../lib/api/types';
import { saveFile } from '../../lib/save-file';

/** Fetches the PDF in a template and hands it to the browser as a download. */
export async function saveResumePdf(resumeId: string, template: ResumeTemplate): Promise<void> {
  saveFile(await downloadResumePdf(resumeId, template), `resume-atelier-${template}.pdf`);
}

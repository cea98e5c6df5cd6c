import { downloadResumePdf } from '../../lib/api/resumes';
import type { ResumeTemplate } from '../../lib/api/types';

/** Fetches the PDF in a template and hands it to the browser as a download. */
export async function saveResumePdf(resumeId: string, template: ResumeTemplate): Promise<void> {
  const url = URL.createObjectURL(await downloadResumePdf(resumeId, template));
  const link = document.createElement('a');
  link.href = url;
  link.download = `resume-atelier-${template}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

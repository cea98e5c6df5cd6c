import type { Response } from 'express';
import { attachment } from '../../../../platform/http/content-disposition';

/** Sends a PDF as a download that no shared cache keeps (it is one user's document). */
export function sendPdf(res: Response, file: { fileName: string; content: Buffer }): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', attachment(file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(file.content);
}

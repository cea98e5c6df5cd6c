/**
 * The tailor screen's checks before anything is sent: a link must be an http(s) URL ("Enter a
 * valid URL."), and a link or a description is needed. A link wins when both are given (as the
 * API does). The API checks again; this only saves a round trip.
 */
export type JobInputProblem = 'invalid-url' | 'required' | null;

export function checkJobInput(jobUrl: string, jobDescription: string): JobInputProblem {
  const url = jobUrl.trim();
  if (url) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : 'invalid-url';
    } catch {
      return 'invalid-url';
    }
  }
  return jobDescription.trim() ? null : 'required';
}

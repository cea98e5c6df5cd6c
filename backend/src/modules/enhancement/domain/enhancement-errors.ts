/** Errors of enhancement and tailoring, by stable code (messages in i18n/<lang>/errors.json). */
export type EnhancementErrorCode = 'INVALID_ANSWERS' | 'RESUME_NOT_READY' | 'UNKNOWN_CHANGE';

export class EnhancementError extends Error {
  constructor(readonly code: EnhancementErrorCode) {
    super(code);
    this.name = 'EnhancementError';
  }
}

/** Answers as sent: an object of question id -> answer text. Anything else is refused. */
export function parseAnswers(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new EnhancementError('INVALID_ANSWERS');
  const out: Record<string, string> = {};
  for (const [id, answer] of Object.entries(value)) {
    if (typeof answer !== 'string' || id.length > 200) throw new EnhancementError('INVALID_ANSWERS');
    out[id] = answer;
  }
  return out;
}

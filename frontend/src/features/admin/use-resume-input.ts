import { useState } from 'react';
import type { Locale } from '../../i18n';
import { SAMPLE_RESUME } from './sample-resume';

/** The JSON Resume text, template and language the render tools share, and their parsed request. */
export function useResumeInput(locale: Locale) {
  const [text, setText] = useState(() => JSON.stringify(SAMPLE_RESUME, null, 2));
  const [language, setLanguage] = useState<Locale>(locale);
  const parsed = (): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  return { text, setText, language, setLanguage, parsed };
}

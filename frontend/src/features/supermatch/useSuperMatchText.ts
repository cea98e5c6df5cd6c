import { useMemo } from 'react';
import { translator, type Locale, type Messages } from '../../i18n';

/** The island's `t`, with "{count} credits" in the right plural form. */
export function useSuperMatchText(messages: Messages<'supermatch'>, locale: Locale) {
  return useMemo(() => {
    const t = translator(messages, locale);
    const credits = (count: number) => t('credits', { count });
    return { t, credits };
  }, [messages, locale]);
}

export type SuperMatchText = ReturnType<typeof useSuperMatchText>;

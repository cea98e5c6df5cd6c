import { useMemo } from 'react';
import { translator, type Locale, type Messages } from '../../i18n';

/** `t` for the shell namespace. */
export function useShellText(messages: Messages<'shell'>, locale: Locale) {
  return useMemo(() => translator(messages, locale), [messages, locale]);
}

export type ShellText = ReturnType<typeof useShellText>;

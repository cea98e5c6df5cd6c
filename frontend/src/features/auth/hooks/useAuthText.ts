import { useMemo } from 'react';
import { translator, type Locale, type Messages } from '../../../i18n';
import { authErrorMessage, authMessageText, isConfigurationError, type AuthMessage, type AuthScreen } from '../../../lib/auth/errors';

/** `t` for the auth namespace, plus the text of a validation message or of an error on a screen. */
export function useAuthText(messages: Messages<'auth'>, locale: Locale) {
  return useMemo(() => {
    const t = translator(messages, locale);
    const text = (message: AuthMessage) => authMessageText(messages, message);
    const errorText = (screen: AuthScreen, error: unknown) => {
      // Set-up mistakes are ours: the user sees the screen's generic message, the developer the cause.
      if (isConfigurationError(error)) console.error('[auth] configuration problem', error);
      return text(authErrorMessage(screen, error));
    };
    return { t, text, errorText };
  }, [messages, locale]);
}

import en from './en.json';
import fr from './fr.json';

export type Locale = 'en' | 'fr';
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

// Both catalogues must hold the same keys: this line fails the type check if French lacks one.
const catalogues: Record<Locale, Messages> = { en, fr: fr satisfies Messages };

export function messages(locale: Locale): Messages {
  return catalogues[locale];
}

/** The locale of a URL path: French under /fr, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

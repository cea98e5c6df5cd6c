/**
 * Message catalogues, split by feature: i18n/<locale>/<namespace>.json. A page or island asks for
 * the one namespace it shows (`namespace(locale, 'auth')`), so an island's props carry only its
 * own strings, not the whole catalogue.
 *
 * Keys are typed from the English files; the French files must have the same keys and the same
 * {placeholders} (checked by catalogues.spec.ts, and by the `satisfies` below at type level).
 */
import enAdmin from './en/admin.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enContent from './en/content.json';
import enDashboard from './en/dashboard.json';
import enEditor from './en/editor.json';
import enErrors from './en/errors.json';
import enOnboarding from './en/onboarding.json';
import enShell from './en/shell.json';
import enStart from './en/start.json';
import enSuperMatch from './en/supermatch.json';
import enUpload from './en/upload.json';
import frAdmin from './fr/admin.json';
import frAuth from './fr/auth.json';
import frCommon from './fr/common.json';
import frContact from './fr/contact.json';
import frContent from './fr/content.json';
import frDashboard from './fr/dashboard.json';
import frEditor from './fr/editor.json';
import frErrors from './fr/errors.json';
import frOnboarding from './fr/onboarding.json';
import frShell from './fr/shell.json';
import frStart from './fr/start.json';
import frSuperMatch from './fr/supermatch.json';
import frUpload from './fr/upload.json';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const en = {
  common: enCommon,
  upload: enUpload,
  errors: enErrors,
  auth: enAuth,
  shell: enShell,
  onboarding: enOnboarding,
  supermatch: enSuperMatch,
  admin: enAdmin,
  content: enContent,
  contact: enContact,
  dashboard: enDashboard,
  editor: enEditor,
  start: enStart,
};
type Catalogues = { [N in keyof typeof en]: Record<keyof (typeof en)[N], string> };
// A French file missing a key fails the type check here.
const fr = {
  common: frCommon,
  upload: frUpload,
  errors: frErrors,
  auth: frAuth,
  shell: frShell,
  onboarding: frOnboarding,
  supermatch: frSuperMatch,
  admin: frAdmin,
  content: frContent,
  contact: frContact,
  dashboard: frDashboard,
  editor: frEditor,
  start: frStart,
} satisfies Catalogues;

const catalogues: Record<Locale, Catalogues> = { en, fr };

export type Namespace = keyof Catalogues;
/** One namespace's messages: what an island receives as a prop. */
export type Messages<N extends Namespace> = Catalogues[N];
export type MessageKey<N extends Namespace> = keyof Catalogues[N] & string;
/** Values for a message's {placeholders}. */
export type MessageValues = Record<string, string | number>;

/** The messages of one namespace in one language. */
export function namespace<N extends Namespace>(locale: Locale, name: N): Messages<N> {
  return catalogues[locale][name];
}

/** Fills a message's {placeholders}; a placeholder without a value is left visible, to be noticed. */
export function format(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A `t(key, values)` bound to one namespace's messages. Plurals: when `values.count` is given and
 * the catalogue has `<key>.<rule>` (rule from Intl.PluralRules: one, other…), that form is used.
 */
export function translator<M extends Record<string, string>>(messages: M, locale: Locale = DEFAULT_LOCALE) {
  const table: Record<string, string> = messages;
  const rules = new Intl.PluralRules(locale);
  return function t(key: (keyof M & string) | PluralBase<keyof M & string>, values?: MessageValues): string {
    if (values && typeof values.count === 'number') {
      const form = table[`${key}.${rules.select(values.count)}`] ?? table[`${key}.other`];
      if (form !== undefined) return format(form, values);
    }
    return format(table[key] ?? key, values);
  };
}

/** "credits.left" for keys "credits.left.one" / "credits.left.other". */
type PluralBase<K extends string> = K extends `${infer Base}.${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/** The locale of a URL path: French under /fr, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** The same page in a locale: `/signin` ⇄ `/fr/signin`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'fr' ? pathname.replace(/^\/fr(?=\/|$)/, '') || '/' : pathname;
  if (locale === 'en') return bare;
  return bare === '/' ? '/fr/' : `/fr${bare}`;
}

/** Every namespace's keys, for the parity test. */
export function allCatalogues(): Record<Locale, Record<Namespace, Record<string, string>>> {
  return catalogues;
}

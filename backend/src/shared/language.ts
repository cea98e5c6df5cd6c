/** The two languages Atelier reads and writes. */
export type Language = 'en' | 'fr';

const FR = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'et',
  'en',
  'pour',
  'avec',
  'dans',
  'sur',
  'une',
  'un',
  'au',
  'aux',
  'par',
  'expérience',
  'compétences',
  'formation',
  'langues',
  'depuis',
  'aujourd’hui',
  "aujourd'hui",
  'ans',
  'développement',
  'gestion',
  'projet',
]);
const EN = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'for',
  'with',
  'on',
  'a',
  'an',
  'at',
  'by',
  'from',
  'as',
  'experience',
  'skills',
  'education',
  'languages',
  'present',
  'years',
  'development',
  'management',
  'project',
  'team',
]);

/** English or French, by counting each language's most common words. */
export function detectLanguage(text: string): Language {
  let fr = 0;
  let en = 0;
  for (const word of text.toLowerCase().split(/[^a-zàâçéèêëîïôûùüÿœæ’']+/)) {
    if (FR.has(word)) fr++;
    if (EN.has(word)) en++;
  }
  return fr > en ? 'fr' : 'en';
}

/**
 * Where a posting names its employer: "Paylantic is a fintech startup", "LogiSud, prestataire
 * logistique 3PL, gère…", "MedLedger Analytics helps hospitals". Invented brand names look like
 * product names ("MedLedger", "FastLane") and words of a name like skills ("Analytics"), so what
 * sits inside the name is not a keyword. Only the opening lines before any bullet are read, and a
 * name counts only when a verb of presentation or a comma follows it.
 */
const ARTICLE = String.raw`(?:(?:The|Le|La|Les|L['’])\s*)?`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{N}&'’.+-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:(?:de|des|du|of|and|&|et)\s+)?${NAME_WORD}){0,4}`;
const PRESENTS = [
  // English: the verbs of an employer's one-line introduction.
  'is',
  'are',
  'has',
  'helps',
  'builds',
  'runs',
  'operates',
  'develops',
  'designs',
  'makes',
  'produces',
  'manufactures',
  'delivers',
  'provides',
  'serves',
  'sells',
  'offers',
  'supplies',
  'connects',
  'powers',
  'manages',
  'owns',
  'creates',
  'brings',
  'works',
  'specialises',
  'specializes',
  'supports',
  'protects',
  'distributes',
  'publishes',
  'employs',
  'was',
  // French.
  'est',
  'recrute',
  'renforce',
  'recherche',
  'cherche',
  'construit',
  'gère',
  'assure',
  'distribue',
  'édite',
  'développe',
  'conçoit',
  'fabrique',
  'accompagne',
  'propose',
  'exploite',
  'protège',
  'crée',
  'produit',
  'accueille',
  'compte',
  'emploie',
  'regroupe',
  'fournit',
  'installe',
  'commercialise',
  'opère',
  'agrandit',
  'rejoint',
];
const EMPLOYER = new RegExp(String.raw`^\s*${ARTICLE}(${NAME})(?=\s*,|\s+(?:${PRESENTS.join('|')})\b)`, 'u');

/** The employer's name in a posting's opening line, as a span of that line. */
export function employerNameSpan(line: string): { start: number; end: number } | undefined {
  const m = EMPLOYER.exec(line);
  if (!m) return undefined;
  const start = m.index + m[0].length - m[1].length;
  return { start, end: start + m[1].length };
}

import type { LexiconEntry } from './entry';

/**
 * Postings write tasks as verbs ("Automate deployments", "Fidéliser la clientèle") where the
 * lexicon holds the noun ("automation", "fidélisation"). The verbs of a one-word noun spelling of
 * a hard skill, derived by its ending, become spellings of the same skill in that noun's
 * language only. Verbs too common to name a skill on their own ("manage", "develop", "gérer",
 * "former") are never derived.
 */
const EN_RULES: Array<[RegExp, string[]]> = [
  [/ization$/, ['ize', 'izes', 'ized', 'izing']],
  [/isation$/, ['ise', 'ises', 'ised', 'ising']],
  [/ification$/, ['ify', 'ifies', 'ified', 'ifying']],
  [/ication$/, ['icate', 'icates', 'icated', 'icating']],
  [/ation$/, ['ate', 'ates', 'ated', 'ating']],
  [/ment$/, ['', 's', 'ed', 'ing']],
];
const FR_RULES: Array<[RegExp, string[]]> = [
  [/isation$/, ['iser']],
  [/ification$/, ['ifier']],
  [/ication$/, ['iquer']],
  [/ation$/, ['er']],
  [/ection$/, ['ecter']],
  [/oiement$/, ['oyer']],
  [/issement$/, ['ir']],
  [/ement$/, ['er']],
  [/age$/, ['er']],
];
const COMMON = new Set(
  `manage manages managed managing develop develops developed developing form formed forming plan plans planned planning
  process document documents documented documenting present presents presented presenting inform informs informed
  equip equips equipped equipping state states stated stating create creates created creating relate relates related
  locate locates located locating operate operates operated operating indicate indicates indicated indicating dedicate dedicated
  regulate regulated appreciate appreciated estimate estimated estimating rate rates rated rating date dates dated dating
  gérer développer former monter piloter suivre tester concevoir présenter assurer contrôler placer engager aménager
  partager changer manger ranger loger voyager passer payer laver lever mener charger régler ajuster dispenser tourner cadrer
  réclamer router adjust adjusts adjusted adjusting facilitate facilitates facilitated facilitating illustrate illustrates
  illustrated illustrating`.split(/\s+/),
);

function derive(word: string, rules: Array<[RegExp, string[]]>): string[] {
  for (const [ending, forms] of rules) {
    if (!ending.test(word)) continue;
    const stem = word.replace(ending, '');
    // A stem of four letters at least: "station" is not a verb "stat".
    if (stem.length < 4) return [];
    return forms.map((f) => stem + f).filter((v) => !COMMON.has(v));
  }
  return [];
}

export function withVerbForms(entries: LexiconEntry[], taken: (spelling: string) => boolean): LexiconEntry[] {
  return entries.map((entry) => {
    if (entry.kind !== 'hard') return entry;
    const oneWord = (s: string) => /^[a-zà-ÿœ]+$/.test(s);
    const en = entry.en
      .filter(oneWord)
      .flatMap((w) => derive(w, EN_RULES))
      .filter((v) => !taken(v));
    const fr = entry.fr
      .filter(oneWord)
      .flatMap((w) => derive(w, FR_RULES))
      .filter((v) => !taken(v));
    if (!en.length && !fr.length) return entry;
    return { ...entry, enOnly: [...(entry.enOnly ?? []), ...en], frOnly: [...(entry.frOnly ?? []), ...fr] };
  });
}

import { e, type LexiconEntry } from './entry';
import { ESCO_DATA } from './esco.data';

/**
 * The ESCO skills the project ships (ESCO, European Commission), as lexicon entries: a concept's
 * English and French labels share its id. Built by backend/scripts/build-esco-lexicon.ts, which
 * already left out what the project's own lexicon has and one-word labels of general use.
 */
export function escoEntries(data: string = ESCO_DATA): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const line of data.split('\n')) {
    const [id, en, fr] = line.split('\t');
    if (!id) continue;
    const labels = (list: string | undefined) => (list ? list.split('|') : []);
    // A one-word label with capitals ("LESS", "AVEC", "JavaScript") is an acronym or a name: it
    // counts only as written. Other labels are matched with case and accents folded.
    const oneWordCased = (l: string) => !/\s/.test(l) && /\p{Lu}/u.test(l);
    const plain = (list: string | undefined) =>
      labels(list)
        .filter((l) => !oneWordCased(l))
        .map((l) => l.toLowerCase());
    const cased = [...labels(en), ...labels(fr)].filter(oneWordCased);
    entries.push(e(id, 'hard', plain(en), plain(fr), cased.length ? { cased: [...new Set(cased)] } : {}));
  }
  return entries;
}

/**
 * npm run build:esco-lexicon -- --taxonomy ../shared/corpus/taxonomy/emanuellandell__public
 *
 * Builds the compact ESCO lexicon the project ships
 * (backend/src/modules/matching/domain/keywords/lexicon/esco.data.ts) from the ESCO skills export:
 * English (US) and French labels and alternative labels sharing one concept id.
 * ESCO, European Commission (https://esco.ec.europa.eu), reused under the European Commission's
 * reuse policy with attribution; see README "Data sources".
 *
 * Kept, for matching postings word for word with good precision:
 * - knowledge concepts (noun phrases such as "embedded systems", "banking activities",
 *   "JavaScript"); skills (verb phrases: "manage musical staff") are left out, postings
 *   rarely write them word for word and they would triple the file;
 * - labels of 1 to 5 words, 3 to 48 characters, without parentheses or lists;
 * - single-word labels only when they are technical (a capital, digit or symbol inside,
 *   "JavaScript", "C++") or specific: words of general use ("communication", "design",
 *   "leadership", "dies") are dropped, they need context ESCO cannot give;
 * - labels the project's own lexicon already has (its entries win: they carry kinds and
 *   language-specific spellings).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spellingKey as fold } from '../src/modules/matching/domain/keywords/lexicon-matcher';
import { spellingsOf } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { OWN_LEXICON } from '../src/modules/matching/domain/keywords/own-lexicon';
import { GENERIC_WORDS } from '../src/modules/matching/domain/keywords/lexicon/generic-words';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const taxonomy = resolve(process.env.INIT_CWD ?? process.cwd(), arg('--taxonomy') ?? '../shared/corpus/taxonomy/emanuellandell__public');
const out = join(__dirname, '..', 'src', 'modules', 'matching', 'domain', 'keywords', 'lexicon', 'esco.data.ts');

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.filter((r) => r.length === header.length).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

// Folded and singular, as the matcher compares them ("service client" and "services clients" are one): spellingKey.
const GENERIC = new Set([...GENERIC_WORDS].map(fold));
const OWN = new Set(OWN_LEXICON.flatMap(spellingsOf).map(fold));

function usable(label: string): boolean {
  const words = label.split(/\s+/).filter(Boolean);
  if (words.length < 1 || words.length > 5 || label.length < 3 || label.length > 48) return false;
  if (/[()[\],;:/"]|\betc\b/i.test(label)) return false;
  if (OWN.has(fold(label))) return false;
  if (words.length === 1) {
    const technical = /[A-Z0-9+#.]/.test(label.slice(1)) || /^[A-Z]{2,}$/.test(label);
    if (!technical && (GENERIC.has(fold(label)) || label.length < 6)) return false;
  }
  return true;
}

function main() {
  const en = parseCsv(readFileSync(join(taxonomy, 'skills_en-us.csv'), 'utf8'));
  const fr = new Map(parseCsv(readFileSync(join(taxonomy, 'skills_fr.csv'), 'utf8')).map((r) => [r.conceptUri, r]));
  const lines: string[] = [];
  const seen = new Set<string>();
  let concepts = 0;
  for (const row of en) {
    if (!row.skillType.includes('knowledge')) continue;
    const frRow = fr.get(row.conceptUri);
    const labels = (r: Record<string, string> | undefined) =>
      r ? [r.preferredLabel, ...r.altLabels.split('\n')].map((l) => l.replace(/[\s\u00a0\u202f]+/gu, ' ').trim()).filter(Boolean) : [];
    const keep = (ls: string[]) => [...new Set(ls.filter(usable))].filter((l) => !seen.has(fold(l)));
    const enLabels = keep(labels(row));
    const frLabels = keep(labels(frRow));
    if (!enLabels.length && !frLabels.length) continue;
    for (const l of [...enLabels, ...frLabels]) seen.add(fold(l));
    concepts++;
    const id = `esco:${row.conceptUri.split('/').pop()!.slice(0, 8)}`;
    lines.push([id, enLabels.join('|'), frLabels.join('|')].join('\t'));
  }
  const body = lines.join('\n').replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  writeFileSync(
    out,
    `// Generated by backend/scripts/build-esco-lexicon.ts from the ESCO skills export: do not edit.
// Source: ESCO (European Skills, Competences, Qualifications and Occupations), European Commission,
// https://esco.ec.europa.eu — reused with acknowledgement of the source (European Commission reuse policy).
// ${concepts} concepts; one per line: id, English labels, French labels (tab-separated, "|" between labels).
export const ESCO_DATA = \`${body}\`;
`,
  );
  console.log(`ESCO lexicon: ${concepts} concepts of ${en.length} written to ${out}`);
}

main();

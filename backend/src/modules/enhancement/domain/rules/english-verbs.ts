/** English verbs the rules may conjugate: a closed list, so a noun ("marketing") is never turned into a verb. */
const BASE_VERBS = `manage lead develop design build create implement maintain coordinate plan organize organise supervise oversee train
mentor coach analyze analyse improve optimize optimise reduce increase deliver launch deploy migrate automate test write prepare review
monitor support handle process negotiate sell drive run establish define document integrate configure install troubleshoot resolve
research recruit hire onboard schedule present produce ensure provide conduct perform execute operate administer refactor prototype
evaluate assess streamline standardize standardise facilitate communicate source purchase draft edit translate teach serve answer track
update upgrade secure generate expand grow scale modernize modernise rebuild rewrite redesign identify investigate measure forecast
reconcile invoice record inspect repair assemble calibrate clean load package ship deploy debug program code architect engineer
collaborate partner negotiate close acquire retain convert engage publish curate moderate audit verify validate supply stock order
set keep hold make bring win take give find begin spend send meet build sell teach speak choose deal undertake contribute respond
care assist lower cut raise boost accelerate simplify consolidate centralize centralise digitize digitise adapt localize localise`.split(
  /\s+/,
);

export const ENGLISH_VERBS: ReadonlySet<string> = new Set(BASE_VERBS);

const IRREGULAR_PAST: Record<string, string> = {
  lead: 'led',
  build: 'built',
  rebuild: 'rebuilt',
  write: 'wrote',
  rewrite: 'rewrote',
  run: 'ran',
  set: 'set',
  oversee: 'oversaw',
  teach: 'taught',
  sell: 'sold',
  drive: 'drove',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  make: 'made',
  undertake: 'undertook',
  bring: 'brought',
  spend: 'spent',
  send: 'sent',
  meet: 'met',
  win: 'won',
  take: 'took',
  give: 'gave',
  find: 'found',
  begin: 'began',
  speak: 'spoke',
  choose: 'chose',
  deal: 'dealt',
  cut: 'cut',
  program: 'programmed',
};
const DOUBLING = new Set([
  'plan',
  'ship',
  'stop',
  'map',
  'scan',
  'log',
  'transfer',
  'control',
  'commit',
  'submit',
  'equip',
  'refer',
  'drop',
  'tag',
  'debug',
  'step',
]);

export function pastTense(base: string): string {
  if (IRREGULAR_PAST[base]) return IRREGULAR_PAST[base];
  if (DOUBLING.has(base)) return `${base}${base[base.length - 1]}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function gerund(base: string): string {
  if (base === 'run' || base === 'set' || base === 'cut' || DOUBLING.has(base)) return `${base}${base[base.length - 1]}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

/** The base verb of a gerund ("managing" -> "manage", "planning" -> "plan"), if it is one we know. */
export function baseOfGerund(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!w.endsWith('ing') || w.length < 5) return undefined;
  const stem = w.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), stem.endsWith('y') ? `${stem.slice(0, -1)}ie` : ''];
  return candidates.find((c) => c && ENGLISH_VERBS.has(c) && gerund(c) === w);
}

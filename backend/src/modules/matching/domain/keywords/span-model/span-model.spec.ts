import { postingLines } from '../posting-lines';
import { ADD_AT, ScoredPosting } from './model-keywords';
import { spanCandidates } from './span-candidates';
import { FEATURE_BITS, SpanModel, featureIndex } from './span-model';

const noLexicon = { mentions: () => [] };

/** A model whose only weights are these features' (the bias set very unlikely). */
function modelOf(weights: Record<string, number>): SpanModel {
  const table = new Float32Array(1 << FEATURE_BITS);
  table[featureIndex('bias')] = -6;
  for (const [feature, weight] of Object.entries(weights)) table[featureIndex(feature)] += weight;
  return new SpanModel(table);
}

describe('span candidates', () => {
  const texts = (text: string) => spanCandidates(postingLines(text), 'en', noLexicon).map((c) => c.text);

  it('are runs of one to five words inside one phrase, never opening or closing on a function word', () => {
    const found = texts('Electrician\n- Install switchgear and cable trays, read drawings');
    expect(found).toEqual(expect.arrayContaining(['switchgear', 'cable trays', 'switchgear and cable trays', 'read drawings']));
    expect(found).not.toContain('cable trays, read');
    expect(found).not.toContain('and cable trays');
    expect(found.every((t) => t.split(/\s+/).length <= 5)).toBe(true);
  });

  it('never open on an auxiliary verb ("been done" is no skill)', () => {
    const found = texts('Analyst\n- Change the way reporting has been done, as it was built');
    expect(found).toContain('reporting');
    expect(found).not.toContain('been done');
    expect(found.filter((t) => /^(?:been|has|was)\b/i.test(t))).toEqual([]);
  });

  it('leave out what the employer offers and equal-opportunity statements', () => {
    const found = texts(
      'Nurse\n- Wound care\nBenefits:\n- Dental coverage\nAbout you:\n- Triage\nWe are an equal opportunity employer: all applicants are considered without regard to race, color or age.',
    );
    expect(found).toEqual(expect.arrayContaining(['Wound care', 'Triage']));
    expect(found).not.toContain('Dental coverage');
    expect(found).not.toContain('race');
  });
});

describe('span model', () => {
  it('keeps its weights through the data file form', () => {
    const model = modelOf({ 'w=switchgear': 9 });
    const again = SpanModel.decode(model.encode());
    const features = [featureIndex('bias'), featureIndex('w=', 'switchgear')];
    // In parts or whole, a feature's name has one index.
    expect(featureIndex('w=', 'switchgear')).toBe(featureIndex('w=switchgear'));
    expect(again.probability(features)).toBeCloseTo(model.probability(features), 5);
    expect(again.probability([featureIndex('bias')])).toBeLessThan(0.01);
  });

  it('adds the likely spans, the likeliest of overlapping ones, and no perk nor two-letter code', () => {
    const model = modelOf({ 'w=switchgear': 9, 'first+last=cable|trays': 9, 'w=dental': 9, 'w=ma': 9, 'w=install': -9, 'w=and': -9 });
    const posting = new ScoredPosting(
      postingLines('Electrician, Boston, MA\n- Install switchgear and cable trays\n- Dental coverage'),
      'en',
      noLexicon,
      model,
    );
    expect(posting.likely().map((s) => s.text)).toEqual(['switchgear', 'cable trays']);
    expect(posting.likely().every((s) => s.probability >= ADD_AT)).toBe(true);
  });

  it('adds no span that is the posting speaking to its reader ("gérerez les commandes")', () => {
    const model = modelOf({ 'w=commandes': 9, 'w=vous': -9, 'w=et': -9, 'w=gérerez': 2 });
    const posting = new ScoredPosting(postingLines('Assistant ADV\n- Vous gérerez les commandes et'), 'fr', noLexicon, model);
    expect(posting.spans.some((s) => s.text === 'gérerez les commandes' && s.probability >= ADD_AT)).toBe(true);
    expect(posting.likely().map((s) => s.text)).toEqual(['commandes']);
  });

  it('adds nothing from the title line of a posting, a keyword of its own kind', () => {
    const model = modelOf({ 'w=electrician': 9, 'w=switchgear': 9, 'w=install': -9, 'w=to': -9 });
    const posting = new ScoredPosting(postingLines('Journeyperson Electrician\n- Install switchgear'), 'en', noLexicon, model);
    expect(posting.likely().map((s) => s.text)).toEqual(['switchgear']);
    // A posting of one line has no title: its spans count.
    const oneLine = new ScoredPosting(postingLines('Electrician to install switchgear'), 'en', noLexicon, model);
    expect(oneLine.likely().map((s) => s.text)).toEqual(expect.arrayContaining(['switchgear']));
  });

  it('lets a lexicon mention stand unless the model finds its span unlikely', () => {
    const posting = new ScoredPosting(postingLines('Cook\n- Accurate, fast knife work'), 'en', noLexicon, modelOf({ 'w=knife': 9 }));
    const accurate = posting.spans.find((s) => s.text === 'Accurate')!;
    expect(posting.keeps(accurate.line, accurate.start, accurate.end)).toBe(false);
    const knife = posting.spans.find((s) => s.text === 'fast knife work')!;
    expect(posting.keeps(knife.line, knife.start, knife.end)).toBe(true);
    expect(posting.keeps(1, 0, 1)).toBe(true);
  });
});

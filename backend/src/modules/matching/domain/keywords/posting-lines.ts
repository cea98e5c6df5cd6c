import { foldKeepingLength } from './lexicon-matcher';

const NICE_SECTION =
  /^(?:nice[\s-]to[\s-]have|bonus|pluses|preferred|desired|good to have|would be a plus|secondary|un plus|les plus|gros plus|un gros plus|atouts?|souhait[ée]s?|appr[ée]ci[ée]s?|id[ée]alement|serait un plus)\b/;
const REQUIRED_SECTION =
  /^(?:requirements?|required|must[\s-]have|qualifications|what you (?:need|bring)|who you are|your profile|you are|profil(?: recherch[ée])?|comp[ée]tences(?: requises)?|vos comp[ée]tences|ce que nous attendons|missions?|responsabilit|exp[ée]riences? requises?|savoir[\s-]faire|savoir[\s-][eê]tre)/;
// What the employer offers (pay, perks, leave): "Primes", "Mutuelle", "PTO" there are not skills
// asked for. Nor are the steps of how it hires ("Interview process: … technical test").
const OFFER_SECTION =
  /^(?:(?:our |employee |the )?benefits|perks|what we (?:have to )?offer|we offer|our offer|what'?s in it for you|what you(?:'ll| will)? get(?! to)|why (?:join|choose|work (?:with|for|at)) us|why you'?ll love|total rewards|compensation|salary|package|ce qu'on (?:t'|vous )?offre|avantages sociaux|r[ée]mun[ée]ration|(?:vos |nos )?avantages|nous (?:vous )?offrons|nous vous proposons|ce que nous (?:vous )?(?:offrons|proposons)|notre offre|pourquoi nous rejoindre|(?:our |the )?(?:hiring|interview|recruitment|recruiting|application) process|how (?:to apply|we hire)|next steps|(?:le |notre )?processus (?:de recrutement|d'embauche)|(?:le )?d[ée]roulement (?:du|des) (?:recrutement|entretiens?)|(?:les )?[ée]tapes (?:du|de) recrutement|comment postuler)\b/;
const NICE_CUE =
  /\b(?:a plus|is a plus|big plus|an advantage|an asset|nice[\s-]to[\s-]have|bonus|preferred|desirable|ideally|un plus|serait un plus|est un plus|gros plus|un atout|appr[ée]ci[ée]e?s?|souhait[ée]e?s?|id[ée]alement|de pr[ée]f[ée]rence)\b/;

// An equal-opportunity or diversity statement names protected characteristics ("race, color,
// age"), never skills asked for.
const STATEMENT =
  /\b(?:equal (?:employment )?opportunit|without regard to|regardless of (?:race|age|gender|sex|religion)|protected (?:veteran|characteristic|class|status)|affirmative action|e-verify|reasonable accommodation|egalite des chances|sans distinction (?:de|d')|a competences egales|toutes nos offres (?:d'emploi )?sont ouvertes|ouvert(?:e|s)? aux personnes en situation de handicap)/;

export interface PostingLine {
  line: string;
  required: boolean;
  offer: boolean;
}

/**
 * A posting's lines, each marked required unless it sits under a "nice to have" heading or
 * says so itself ("is a plus", "un atout"), and marked `offer` under what the employer offers
 * ("Benefits", "Rémunération et avantages"), on a line that opens so ("Avantages : primes…") and
 * on an equal-opportunity statement: none of them asks for a skill.
 */
export function postingLines(text: string): PostingLine[] {
  let section: 'required' | 'nice' | 'offer' = 'required';
  return text.split('\n').map((line) => {
    const folded = foldKeepingLength(line);
    const bare = folded.replace(/^[^\p{L}\p{N}]+/u, '').trim();
    const isHeading = bare.length <= 60 && (/:$/.test(bare) || bare.split(/\s+/).length <= 6);
    if (isHeading && NICE_SECTION.test(bare)) section = 'nice';
    else if (isHeading && REQUIRED_SECTION.test(bare)) section = 'required';
    else if (isHeading && OFFER_SECTION.test(bare)) section = 'offer';
    // Another heading ends the offer ("About us:", "Profil :" after the perks).
    else if (section === 'offer' && isHeading && /:$/.test(bare)) section = 'required';
    const offer =
      section === 'offer' ||
      /^(?:vos |nos )?avantages\s*:|^benefits\s*:|^perks\s*:/.test(bare) ||
      // Only a statement's own line: a posting written as one paragraph keeps its skills.
      (STATEMENT.test(folded) && bare.split(/\s+/).length <= 120);
    return { line, required: section !== 'nice' && !NICE_CUE.test(folded), offer };
  });
}

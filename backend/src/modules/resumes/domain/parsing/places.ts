/** Recognising a place in a header ("San Francisco, CA", "Lyon, France", "Remote"). */
import { foldAccents } from '../../../../shared/text';

const fold = (s: string) => foldAccents(s).trim();

// prettier-ignore
const PLACES = new Set(['remote', 'teletravail', 'hybrid', 'hybride', 'france', 'suisse', 'switzerland', 'belgique', 'belgium', 'canada',
  'usa', 'us', 'united states', 'uk', 'united kingdom', 'germany', 'allemagne', 'spain', 'espagne', 'italy', 'italie', 'netherlands',
  'pays-bas', 'luxembourg', 'ireland', 'irlande', 'india', 'china', 'japan', 'singapore', 'australia', 'portugal', 'maroc', 'morocco',
  'tunisie', 'algerie', 'senegal', 'quebec', 'paris', 'lyon', 'marseille', 'toulouse', 'nantes', 'bordeaux', 'lille', 'strasbourg',
  'rennes', 'nice', 'montpellier', 'grenoble', 'lausanne', 'geneve', 'geneva', 'zurich', 'bern', 'berne', 'bruxelles', 'brussels',
  'montreal', 'london', 'londres', 'new york', 'san francisco', 'berlin', 'munich', 'amsterdam', 'dublin', 'madrid', 'barcelona',
  'seattle', 'boston', 'chicago', 'austin', 'los angeles', 'toronto', 'vancouver', 'ile-de-france', 'la defense', 'sophia antipolis',
  'new york city', 'nyc', 'mountain view', 'palo alto', 'redmond', 'cupertino', 'menlo park', 'london, uk', 'lonay', 'nancy', 'dijon',
  'angers', 'tours', 'caen', 'rouen', 'brest', 'metz', 'reims', 'clermont-ferrand', 'saint-etienne', 'le mans', 'toulon', 'annecy']);
const REGION_CODE = /^[A-Z]{2}$/;
const TITLE_OR_ORG = /^(?:cto|ceo|cfo|vp|intern|engineer|developer|manager|research|lead|director|inc|llc|ltd|sa|sas|gmbh|ai|labs?)$/i;

/** True when a text reads as a place: a known city or country, or "City, ST" / "City, Country". */
export function isPlace(text: string): boolean {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || parts.length > 3 || /\d{3,}/.test(text.replace(/\b\d{4,5}\b/, ''))) return false;
  if (parts.some((p) => PLACES.has(fold(p).replace(/^\d{4,5}\s+/, '')))) return true;
  return parts.length >= 2 && REGION_CODE.test(parts[parts.length - 1]) && /^[A-Z][\p{L}.' -]+$/u.test(parts[0]);
}

/** A postal address with a street number: "555 La Verne Way, La Verne, CA", "12 rue de la Paix, 75002 Paris". */
export function isStreetAddress(text: string): boolean {
  return /^\d{1,5}[a-z]?,?\s+\p{L}/iu.test(text.trim()) && text.includes(',') && !/@|https?:/.test(text);
}

/**
 * Takes a place off the end of a header line, with or without a separator before it:
 * "Co-Founder & CTO San Francisco, CA" → place "San Francisco, CA". Known cities win; otherwise
 * up to two capitalised words before ", XX", stopping at job-title or company words.
 */
export function splitTrailingPlace(line: string): { rest: string; place?: string } {
  const m = line.match(/^(.*?)[\s,|–—-]*?((?:[\p{L}.'’-]+\s+){0,3}[\p{L}.'’-]+),\s*(\p{Lu}{2}|\p{Lu}[\p{L}-]+)\s*$/u);
  if (!m) return { rest: line };
  const words = m[2].split(/\s+/);
  const region = m[3];
  let chosen = 0;
  for (let n = 1; n <= Math.min(3, words.length); n++) {
    if (PLACES.has(fold(words.slice(-n).join(' ')))) {
      chosen = n;
      break;
    }
  }
  if (!chosen && PLACES.has(fold(region))) {
    // "Logistique Armor, Toulouse": a known place after the comma, none before it: the words
    // before are the employer (or title), the place is what follows the comma alone.
    return {
      rest: line
        .slice(0, line.lastIndexOf(region))
        .replace(/[\s,|–—-]+$/, '')
        .trim(),
      place: region,
    };
  }
  if (!chosen && REGION_CODE.test(region)) {
    chosen = 0;
    for (let n = 1; n <= Math.min(2, words.length); n++) {
      const w = words[words.length - n];
      if (!/^\p{Lu}/u.test(w) || TITLE_OR_ORG.test(w)) break;
      chosen = n;
    }
  }
  if (!chosen) return { rest: line };
  const placeWords = words.slice(-chosen).join(' ');
  const place = `${placeWords}, ${region}`;
  const rest = line
    .slice(0, line.lastIndexOf(placeWords))
    .replace(/[\s,|–—-]+$/, '')
    .trim();
  return { rest, place };
}

import type { ReasonCode } from '../resume-change';
import { capitalise } from '../text-match';
import { dropFirstPersonStart, finishBullet, splitBullet } from './line-start';
import type { LineRewrite } from './english-rewrite';
import { frenchParticiple } from './french-verbs';
import { convertVerbChain } from './verb-chain';

/**
 * French wording rules for one line: no "je/j'ai/nous" at the start, no "mon/ma/mes" where an
 * article reads as well, a participle or a noun instead of "Chargé de" / "J'ai participé à" /
 * "Aidé à" / "Travaillé sur", no filler. A line the rules cannot rewrite safely is kept.
 */
const APOS = "['’]";

/** "gérer les stocks" -> "Géré les stocks"; "la gestion des stocks" -> "Gestion des stocks". */
function afterCharge(rest: string): string | undefined {
  const article = rest.match(new RegExp(`^(?:la |le |les |l${APOS})`, 'i'));
  if (article) return capitalise(rest.slice(article[0].length));
  // An infinitive is followed by its object or a coordination ("gérer les stocks", "concevoir et développer"),
  // which tells it from a noun ending in -er ("Chargé de dossier client").
  const converted = convertVerbChain(rest, frenchParticiple, OBJECT_START);
  // "gérer X et de suivre Y": a second infinitive further on would be left unconjugated; keep the line.
  if (!converted || new RegExp(`\\bet (?:de |d${APOS})\\p{L}+(?:er|ir|re)\\b`, 'iu').test(converted)) return undefined;
  return capitalise(converted);
}

const OBJECT_START = new RegExp(
  `^(?:[\\s,.;:]*$|\\s+(?:(?:le|la|les|un|une|des|du|de|à|au|aux|en|avec|pour|sur|ces|ce|cet|cette|leur|leurs|son|sa|ses|tous|toutes|tout|plusieurs|différents|différentes|divers|diverses|chaque)(?!\\p{L})|l${APOS}|d${APOS}|\\d))`,
  'iu',
);

/** "sur le projet" -> "au projet": the contraction "à" needs. */
function toA(rest: string): string {
  return rest
    .replace(/^le\s+/i, 'au ')
    .replace(/^les\s+/i, 'aux ')
    .replace(/^la\s+/i, 'à la ')
    .replace(new RegExp(`^l${APOS}`, 'i'), 'à l’')
    .replace(/^(?=un\b|une\b|des\b|plusieurs\b|divers\b|différents\b)/i, 'à ');
}

const OPENERS: Array<{ pattern: RegExp; rewrite: (rest: string, matched: string) => string | undefined }> = [
  {
    pattern: new RegExp(`^(?:été )?(?:chargée?|en charge) (?:de |d${APOS}|du |des )`, 'i'),
    rewrite: (rest, matched) => {
      if (/du $/i.test(matched)) return capitalise(rest);
      if (/des $/i.test(matched)) return capitalise(rest);
      return afterCharge(rest);
    },
  },
  {
    pattern: new RegExp(`^(?:eu l${APOS}occasion|eu la charge|eu pour mission|eu pour missions) (?:de |d${APOS})`, 'i'),
    rewrite: (rest) => afterCharge(rest),
  },
  { pattern: /^(?:participé|participer|contribué) (?=à|au\b|aux\b)/i, rewrite: (rest) => `Contribué ${rest}` },
  { pattern: /^participation (?=à|au\b|aux\b)/i, rewrite: (rest) => `Contribution ${rest}` },
  { pattern: /^(?:aidé|aider) à\s+/i, rewrite: (rest) => `Contribué à ${rest}` },
  { pattern: /^travaillé sur\s+/i, rewrite: (rest) => `Contribué ${toA(rest)}` },
  { pattern: /^(?:missions?|tâches|activités)\s*:\s*/i, rewrite: (rest) => capitalise(rest) },
];

const PRONOUN_START = new RegExp(`^(?:j${APOS}ai|nous avons|on a)\\s+(?=\\p{L}|\\d)`, 'iu');
const BEING_START = /^(?:je suis|nous sommes)\s+(?:(?:un|une)\s+)?(?=\p{L})/iu;
const POSSESSIVE_START = /^(?:mes|mon|ma|nos|notre)\s+(?=(?:missions?|tâches|responsabilités|activités|fonctions|rôle)\b)/iu;
const POSSESSIVE_SAFE: Array<[RegExp, string]> = [
  [/\b(?:mon|notre) (équipe|entreprise|employeur|encadrement)\b/gi, 'l’$1'],
  [/\b(?:mes|nos) (équipes|clients|collaborateurs|collègues|interlocuteurs|fournisseurs)\b/gi, 'les $1'],
  [/\b(?:mon|notre) (manager|responsable|service|client|département|pôle)\b/gi, 'le $1'],
  [/\b(?:ma|notre) (société|direction|hiérarchie|clientèle)\b/gi, 'la $1'],
];
const FILLERS: Array<[RegExp, string]> = [
  [/\s+avec succès\b/gi, ''],
  [/^avec succès,?\s+/i, ''],
];

export function rewriteFrenchLine(line: string): LineRewrite {
  const reasons: ReasonCode[] = [];
  const bullet = splitBullet(line);
  const lead = bullet.lead;
  let text = dropFirstPersonStart(bullet.text, [BEING_START, PRONOUN_START, POSSESSIVE_START], reasons);
  for (const [pattern, replacement] of POSSESSIVE_SAFE) {
    const neutral = text.replace(pattern, replacement);
    if (neutral !== text) {
      text = neutral;
      if (!reasons.includes('NO_PRONOUN')) reasons.push('NO_PRONOUN');
    }
  }
  for (const { pattern, rewrite } of OPENERS) {
    const m = text.match(pattern);
    if (!m) continue;
    const rest = text.slice(m[0].length);
    const rewritten = rest.trim() ? rewrite(rest, m[0]) : undefined;
    if (rewritten && rewritten !== text) {
      text = rewritten;
      reasons.push('ACTION_VERB');
    }
    break;
  }
  return finishBullet(lead, text, FILLERS, reasons);
}

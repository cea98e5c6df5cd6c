import { foldKeepingLength } from './lexicon-matcher';

/**
 * Job title families, English and French: two titles of one family name the same job
 * ("Software Engineer", "Développeuse", "Ingénieur logiciel"). Titles outside every family are
 * still compared word by word (see titleSimilarity).
 */
// prettier-ignore
const FAMILIES: Record<string, string[]> = {
  'software-engineer': ['software engineer', 'software developer', 'software development engineer', 'developer', 'programmer', 'web developer', 'backend engineer', 'back-end engineer', 'backend developer', 'frontend engineer', 'front end engineer', 'front-end engineer', 'frontend developer', 'front end developer', 'front-end developer', 'full stack engineer', 'full-stack engineer', 'full stack developer', 'full-stack developer', 'fullstack developer', 'mobile engineer', 'ios engineer', 'android engineer', 'java developer', 'staff engineer', 'principal engineer', 'ingenieur logiciel', 'ingenieur developpement', 'ingenieur d\'etudes et developpement', 'developpeur', 'developpeuse', 'developpeur·se', 'developpeur(se)', 'concepteur developpeur'],
  'engineering-manager': ['engineering manager', 'head of engineering', 'vp engineering', 'cto', 'tech lead', 'technical lead', 'lead developer', 'directeur technique', 'directrice technique', 'responsable technique', 'manager technique'],
  'data-analyst': ['data analyst', 'bi analyst', 'business intelligence analyst', 'analytics analyst', 'analyste de donnees', 'analyste data', 'data analyste', 'analyste bi'],
  'data-scientist': ['data scientist', 'machine learning engineer', 'ml engineer', 'machine learning intern', 'ai engineer', 'ingenieur machine learning'],
  'data-engineer': ['data engineer', 'ingenieur data', 'ingenieur de donnees'],
  'product-manager': ['product manager', 'technical product manager', 'product owner', 'product management', 'head of product', 'chef de produit', 'cheffe de produit', 'responsable produit'],
  'project-manager': ['project manager', 'program manager', 'programme manager', 'chef de projet', 'cheffe de projet', 'charge de projet', 'chargee de projet', 'directeur de projet', 'directrice de projet'],
  'designer': ['designer', 'ux designer', 'ui designer', 'product designer', 'graphic designer', 'graphiste', 'creative director', 'art director', 'directeur artistique', 'directrice artistique', 'design director'],
  'marketing': ['marketing manager', 'head of marketing', 'marketing director', 'vp marketing', 'vp corporate marketing', 'brand manager', 'communications manager', 'responsable marketing', 'charge de marketing', 'chargee de marketing', 'charge de communication', 'chargee de communication', 'responsable communication', 'directeur marketing', 'directrice marketing'],
  'sales': ['sales representative', 'sales development representative', 'sdr', 'account executive', 'business developer', 'sales manager', 'sales executive', 'commercial', 'commerciale', 'ingenieur commercial', 'charge d\'affaires', 'chargee d\'affaires', 'attache commercial'],
  'account-manager': ['account manager', 'key account manager', 'customer success manager', 'client manager', 'charge de clientele', 'chargee de clientele', 'responsable grands comptes'],
  'customer-experience': ['customer experience manager', 'customer service representative', 'customer support specialist', 'customer care', 'conseiller clientele', 'conseillere clientele', 'charge de relation client'],
  'support-engineer': ['support engineer', 'application support engineer', 'it support technician', 'helpdesk technician', 'ingenieur support', 'technicien support', 'technicien helpdesk'],
  'hr': ['hr assistant', 'hr generalist', 'hr manager', 'hr business partner', 'human resources assistant', 'recruiter', 'talent acquisition specialist', 'assistant rh', 'assistante rh', 'assistant ressources humaines', 'assistante ressources humaines', 'charge rh', 'chargee rh', 'responsable rh', 'charge de recrutement', 'chargee de recrutement'],
  'sales-assistant': ['sales assistant', 'sales administrator', 'order administrator', 'assistant commercial', 'assistante commerciale', 'assistant adv', 'assistante adv', 'gestionnaire adv'],
  'procurement': ['buyer', 'purchasing assistant', 'procurement specialist', 'procurement officer', 'supply chain assistant', 'acheteur', 'acheteuse', 'assistant approvisionnement', 'assistante approvisionnement', 'approvisionneur', 'approvisionneuse', 'gestionnaire approvisionnement'],
  'accountant': ['accountant', 'bookkeeper', 'accounting assistant', 'comptable', 'assistant comptable', 'assistante comptable'],
  'lab-technician': ['lab technician', 'laboratory technician', 'technicien de laboratoire', 'technicienne de laboratoire', 'technicien laboratoire'],
  'quality-technician': ['quality technician', 'quality inspector', 'quality engineer', 'quality controller', 'technicien qualite', 'technicienne qualite', 'technicien de qualite', 'technicienne de qualite', 'controleur qualite', 'ingenieur qualite'],
  'maintenance-technician': ['maintenance technician', 'electronics technician', 'repair technician', 'field service technician', 'technicien de maintenance', 'technicienne de maintenance', 'technicien electronique', 'technicien reparation', 'technicien de maintenance en electronique'],
  'mechanic': ['mechanic', 'auto mechanic', 'automotive technician', 'mecanicien', 'mecanicienne', 'technicien automobile'],
  'electrician': ['electrician', 'journeyman electrician', 'journeyperson electrician', 'industrial electrician', 'electricien', 'electricienne'],
  'production-operator': ['production operator', 'production worker', 'assembler', 'machine operator', 'agent de production', 'operateur de production', 'operatrice de production', 'assembleur', 'assembleuse', 'monteur', 'assembleur monteur'],
  'site-manager': ['site manager', 'site supervisor', 'construction supervisor', 'construction manager', 'foreman', 'chef de chantier', 'cheffe de chantier', 'conducteur de travaux', 'conductrice de travaux'],
  'camera-operator': ['camera operator', 'videographer', 'cameraman', 'photographer', 'cadreur', 'cadreuse', 'photographe', 'videaste'],
  'partnerships': ['partnerships manager', 'partnership lead', 'head of partnerships', 'partnerships lead', 'ecosystem lead', 'responsable partenariats'],
};

const COMPILED = Object.entries(FAMILIES)
  .flatMap(([id, names]) =>
    names.map((name) => ({
      id,
      name,
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+')}s?(?![\\p{L}\\p{N}])`,
        'u',
      ),
    })),
  )
  .sort((a, b) => b.name.length - a.name.length);

/** Gender marks and other noise of French and English job titles: "(H/F)", "F/H", "·e", "(se)". */
export function cleanTitle(title: string): string {
  return foldKeepingLength(title)
    .replace(/\(?\b[hf]\s*\/\s*[hf]\b\)?/g, ' ')
    .replace(/\((?:e|se|ne|euse|rice)\)|·(?:e|se|ne)\b|\/(?:ne|e)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The families a title belongs to, longest name first ("technical product manager" before "manager"). */
export function titleFamilies(title: string): string[] {
  const text = cleanTitle(title);
  const out: string[] = [];
  for (const { id, pattern } of COMPILED) if (!out.includes(id) && pattern.test(text)) out.push(id);
  return out;
}

// prettier-ignore
const STOP = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'en', 'et', 'a', 'an', 'the', 'of', 'and', 'for', 'in', 'at', 'with', 'to', 'on',
  'senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'intern', 'internship', 'stagiaire', 'stage', 'alternant', 'alternance', 'freelance', 'remote',
  'confirme', 'experimente', 'associate', 'cdi', 'cdd', 'mission', 'critical', 'summer', 'fall', 'co', 'op', 'i', 'ii', 'iii']);
// prettier-ignore
const SAME: Record<string, string> = {
  developer: 'engineer', developpeur: 'engineer', developpeuse: 'engineer', programmer: 'engineer', dev: 'engineer', ingenieur: 'engineer', ingenieure: 'engineer', engineering: 'engineer',
  responsable: 'manager', chef: 'manager', cheffe: 'manager', head: 'manager', director: 'manager', directeur: 'manager', directrice: 'manager', management: 'manager',
  assistante: 'assistant', technicien: 'technician', technicienne: 'technician', analyste: 'analyst', commercial: 'sales', commerciale: 'sales',
  projet: 'project', produit: 'product', qualite: 'quality', laboratoire: 'lab', laboratory: 'lab', client: 'customer', clientele: 'customer',
  donnees: 'data', logiciel: 'software', back: 'backend', front: 'frontend', fullstack: 'full', stack: 'full', conception: 'design', designer: 'design',
  charge: 'officer', chargee: 'officer', mecanicien: 'mechanic', electricien: 'electrician', electricienne: 'electrician', maintenance: 'maintenance',
  marketeur: 'marketing', communication: 'communications', ventes: 'sales', vente: 'sales', rh: 'hr', ressources: 'hr', humaines: 'hr', human: 'hr', resources: 'hr',
};

/** A title's meaningful words, EN and FR synonyms mapped to one ("développeur" = "engineer"). */
export function titleWords(title: string): Set<string> {
  const words = cleanTitle(title)
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w && !STOP.has(w));
  return new Set(words.map((w) => SAME[w] ?? (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)));
}

/**
 * How close two job titles are, 0..1: the same family counts 0.75 plus a quarter of the shared
 * words; other titles only by shared words (Jaccard index).
 */
export function titleSimilarity(a: string, b: string): number {
  const wa = titleWords(a);
  const wb = titleWords(b);
  const union = new Set([...wa, ...wb]).size;
  const jaccard = union ? [...wa].filter((w) => wb.has(w)).length / union : 0;
  const fa = titleFamilies(a);
  const sameFamily = fa.length > 0 && titleFamilies(b).some((f) => fa.includes(f));
  return sameFamily ? 0.75 + 0.25 * jaccard : jaccard;
}

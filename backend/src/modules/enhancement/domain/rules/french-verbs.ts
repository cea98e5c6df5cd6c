/** Past participles of French infinitives, for "Chargé de concevoir X" -> "Conçu X". */
const IRREGULAR: Record<string, string> = {
  concevoir: 'conçu', recevoir: 'reçu', percevoir: 'perçu', prévoir: 'prévu', promouvoir: 'promu', faire: 'fait', refaire: 'refait',
  mettre: 'mis', remettre: 'remis', permettre: 'permis', soumettre: 'soumis', transmettre: 'transmis', prendre: 'pris',
  apprendre: 'appris', comprendre: 'compris', entreprendre: 'entrepris', reprendre: 'repris', produire: 'produit', conduire: 'conduit',
  construire: 'construit', reconstruire: 'reconstruit', réduire: 'réduit', traduire: 'traduit', introduire: 'introduit',
  écrire: 'écrit', réécrire: 'réécrit', décrire: 'décrit', inscrire: 'inscrit', suivre: 'suivi', poursuivre: 'poursuivi',
  résoudre: 'résolu', vendre: 'vendu', rendre: 'rendu', répondre: 'répondu', défendre: 'défendu', étendre: 'étendu',
  atteindre: 'atteint', rejoindre: 'rejoint', joindre: 'joint', connaître: 'connu', lire: 'lu', vivre: 'vécu', accroître: 'accru',
  tenir: 'tenu', maintenir: 'maintenu', obtenir: 'obtenu', soutenir: 'soutenu', entretenir: 'entretenu', venir: 'venu',
  ouvrir: 'ouvert', offrir: 'offert', couvrir: 'couvert', découvrir: 'découvert', acquérir: 'acquis', courir: 'couru',
  parcourir: 'parcouru', servir: 'servi', battre: 'battu', combattre: 'combattu',
};

/** The participle of an infinitive, or undefined when the word is not one we can conjugate. */
export function frenchParticiple(infinitive: string): string | undefined {
  const w = infinitive.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/^\p{L}{3,}er$/u.test(w)) return `${w.slice(0, -2)}é`;
  // Second group (finir, définir, établir, fournir): -i. Third-group -ir verbs are in the table.
  if (/^\p{L}{3,}ir$/u.test(w) && !/(?:oir|enir|rir|ourir)$/.test(w)) return `${w.slice(0, -2)}i`;
  return undefined;
}

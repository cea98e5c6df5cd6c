/**
 * Words of general use that name a skill only in context ("communication" in a company name,
 * "design" of anything, "lead" the verb): a one-word ESCO label that is one of these is not
 * shipped (build-esco-lexicon.ts). Folded: lower case, no accents.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `communication communications management leadership design planning research teaching training support service services sales
  marketing writing reading listening speaking negotiation presentation coordination organisation organization administration
  analysis reporting monitoring maintenance operations production development engineering innovation strategy quality safety security
  finance accounting law health care education transport logistics energy environment construction culture art arts music sport
  sports languages language mathematics science sciences physics chemistry biology history geography economics psychology sociology
  philosophy english french spanish german italian chinese japanese russian arabic lead leads leading team teams project projects
  customer customers client clients product products process processes system systems data information technology tools equipment
  materials material methods method techniques technique principles rules regulations policy policies standards types type dies
  bristles cables wood metal metals glass paper food water fire animals plants machines vehicles engines parts components
  gestion direction encadrement formation enseignement vente ventes achats achat commerce communication conception analyse
  organisation administration production maintenance securite qualite sante droit comptabilite finance transport logistique
  energie environnement culture musique langues mathematiques physique chimie biologie histoire geographie economie psychologie
  anglais francais espagnol allemand italien equipe equipes projet projets client clients produit produits processus systeme
  systemes donnees outils equipements materiaux methodes techniques principes regles normes types bois metal verre papier eau
  feu animaux plantes machines vehicules moteurs pieces composants conseil accueil relation relations
  politique logique reflexion saisie consultation literature litterature crafting lecture ecriture`.split(/\s+/),
);

import { e, type LexiconEntry } from './entry';

/** Soft skills and spoken languages. */
export const PEOPLE: LexiconEntry[] = [
  e('communication', 'soft', ['communication skills', 'communication', 'communicator', 'interpersonal skills', 'verbal communication', 'oral communication'], ['communication', 'aisance relationnelle', 'bon relationnel', 'sens du relationnel', 'communication orale']),
  e('writing', 'soft', ['written communication', 'writing skills', 'writer', 'editorial'], ['rédaction', 'qualités rédactionnelles', 'aisance rédactionnelle', 'rédaction d\'articles', 'communication écrite', 'rédiger']),
  e('teamwork', 'soft', ['teamwork', 'team player', 'collaboration', 'team environment', 'work in a team', 'working in a team', 'collaborative'], ['travail en équipe', 'esprit d\'équipe', 'joueur d\'équipe', 'travailler en équipe']),
  e('autonomy', 'soft', ['autonomy', 'autonomous', 'self-starter', 'self-motivated', 'work independently', 'working independently'], ['autonomie', 'autonome']),
  e('organisation', 'soft', ['organizational skills', 'organisational skills', 'organization skills', 'organisation skills', 'organized', 'organised', 'time management', 'prioritization'], ['organisation', 'organisé', 'sens de l\'organisation', 'gestion du temps', 'organiser', 's\'organiser', 't\'organiser', 'priorisation']),
  e('rigour', 'soft', ['attention to detail', 'detail-oriented', 'detail oriented', 'rigor', 'rigour', 'meticulous'], ['rigueur', 'rigoureux', 'rigoureuse', 'minutie', 'minutieux', 'minutieuse', 'sens du détail', 'sens des détails']),
  e('problem-solving', 'soft', ['problem solving', 'problem-solving', 'analytical skills', 'analytical mindset', 'critical thinking', 'solve problems'], ['résolution de problèmes', 'résoudre des problèmes', 'résoudre un problème', 'esprit d\'analyse', 'capacité d\'analyse', 'sens de l\'analyse', 'esprit analytique', 'esprit critique']),
  e('adaptability', 'soft', ['adaptability', 'flexibility', 'adaptable'], ['adaptabilité', 'capacité d\'adaptation', 'polyvalence', 'polyvalent', 'polyvalente'], { frOnly: ['s\'adapter', 't\'adapter', 'vous adapter'] }),
  e('proactivity', 'soft', ['proactive', 'proactivity', 'take initiative', 'taking initiative', 'show initiative'], ['proactivité', 'proactif', 'proactive', 'force de proposition', 'prise d\'initiative', 'esprit d\'initiative', 'sens de l\'initiative']),
  e('reactivity', 'soft', ['responsiveness'], ['réactivité', 'réactif', 'réactive']),
  e('punctuality', 'soft', ['punctuality', 'punctual'], ['ponctualité', 'ponctuel', 'ponctuelle']),
  e('leadership', 'soft', ['leadership'], ['leadership']),
  e('customer-focus', 'soft', ['customer focus', 'customer-oriented', 'client focus', 'customer-first'], ['sens du service', 'orientation client', 'sens du client']),
  e('stress', 'soft', ['stress management', 'working under pressure', 'work under pressure'], ['gestion du stress', 'résistance au stress', 'travailler sous pression', 'travail sous pression']),
  e('creativity', 'soft', ['creativity', 'creative thinking'], ['créativité']),
  // Spoken languages
  e('english', 'language', ['english'], ['anglais']),
  e('french', 'language', ['french'], ['français']),
  e('german', 'language', ['german'], ['allemand']),
  e('spanish', 'language', ['spanish'], ['espagnol']),
  e('italian', 'language', ['italian'], ['italien']),
  e('portuguese', 'language', ['portuguese'], ['portugais']),
  e('dutch', 'language', ['dutch'], ['néerlandais']),
  e('arabic', 'language', ['arabic'], ['arabe']),
  e('chinese', 'language', ['chinese', 'mandarin'], ['chinois', 'mandarin']),
  e('japanese', 'language', ['japanese'], ['japonais']),
  e('russian', 'language', ['russian'], ['russe']),
  e('vietnamese', 'language', ['vietnamese'], ['vietnamien']),
];

/** Words that mark a job title, an employer, a school or a degree, in English and French. */
import { foldAccents as fold } from '../../../../shared/text';

// prettier-ignore
const TITLE_WORDS = ['engineer', 'developer', 'manager', 'director', 'lead', 'head', 'intern', 'internship', 'consultant', 'analyst', 'architect',
  'designer', 'scientist', 'researcher', 'specialist', 'officer', 'assistant', 'associate', 'coordinator', 'administrator', 'technician',
  'founder', 'co-founder', 'cofounder', 'cto', 'ceo', 'cfo', 'coo', 'vp', 'president', 'executive', 'representative', 'accountant', 'auditor',
  'teacher', 'professor', 'lecturer', 'nurse', 'advisor', 'adviser', 'programmer', 'owner', 'partner', 'supervisor', 'trainee', 'apprentice',
  'agent', 'clerk', 'editor', 'writer', 'scrum', 'product', 'sales', 'marketing', 'recruiter', 'tutor', 'instructor', 'student', 'fellow',
  'postdoc', 'member', 'volunteer', 'chair', 'secretary', 'treasurer', 'operator', 'mechanic', 'cashier', 'waiter', 'chef', 'cheffe',
  'ingenieur', 'ingenieure', 'developpeur', 'developpeuse', 'responsable', 'directeur', 'directrice', 'stagiaire', 'stage', 'alternant',
  'alternante', 'alternance', 'apprenti', 'apprentie', 'consultante', 'charge', 'chargee', 'assistante', 'technicien', 'technicienne',
  'gestionnaire', 'analyste', 'architecte', 'commercial', 'commerciale', 'comptable', 'auditeur', 'auditrice', 'conseiller', 'conseillere',
  'vendeur', 'vendeuse', 'serveur', 'serveuse', 'employe', 'employee', 'operateur', 'operatrice', 'formateur', 'formatrice', 'enseignant',
  'enseignante', 'professeur', 'coordinateur', 'coordinatrice', 'administrateur', 'administratrice', 'fondateur', 'fondatrice',
  'co-fondateur', 'cofondateur', 'president', 'presidente', 'associe', 'associee', 'expert', 'experte', 'attache', 'attachee',
  'secretaire', 'animateur', 'animatrice', 'juriste', 'avocat', 'avocate', 'infirmier', 'infirmiere', 'pharmacien', 'medecin', 'redacteur',
  'redactrice', 'chercheur', 'chercheuse', 'doctorant', 'doctorante', 'benevole', 'agent', 'securite', 'full-stack', 'fullstack', 'backend',
  'frontend', 'devops', 'sre', 'qa', 'tester', 'testeur', 'graphiste', 'webmaster', 'maintainer', 'contributor',
  // Trades, care, services and the professions, in both languages (a title's head noun); not the
  // ones that are also common surnames or shop names (Baker, Mason, Porter, Boulanger, Boucher).
  'controller', 'controleur', 'controleuse', 'coach', 'trainer', 'mentor', 'lawyer', 'attorney', 'paralegal', 'solicitor', 'notaire',
  'pharmacist', 'physician', 'doctor', 'dentist', 'therapist', 'physiotherapist', 'psychologist', 'psychologue', 'kinesitherapeute',
  'worker', 'carer', 'caregiver', 'aide', 'auxiliaire', 'educateur', 'educatrice', 'midwife', 'paramedic', 'chauffeur',
  'conducteur', 'conductrice', 'electrician', 'electricien', 'electricienne', 'plumber', 'plombier', 'menuisier',
  'welder', 'soudeur', 'soudeuse', 'macon', 'peintre', 'cuisinier', 'cuisiniere', 
  'boulangere', 'patissier', 'patissiere', 'receptionist', 'receptionniste', 'hote', 'hotesse',
  'housekeeper', 'cleaner', 'buyer', 'acheteur', 'acheteuse', 'planner', 'planificateur', 'planificatrice', 'dispatcher',
  'storekeeper', 'magasinier', 'magasiniere', 'preparateur', 'preparatrice', 'cariste', 'logisticien', 'logisticienne', 'surveyor',
  'geometre', 'draughtsman', 'draftsman', 'dessinateur', 'dessinatrice', 'projeteur', 'estimator', 'inspector', 'inspecteur',
  'inspectrice', 'economist', 'economiste', 'statistician', 'statisticien', 'actuary', 'actuaire', 'underwriter', 'broker', 'courtier',
  'banquier', 'caissier', 'caissiere', 'teller', 'bookkeeper', 'pilote', 
  'agriculteur', 'jardinier', 'landscaper', 'paysagiste', 'veterinarian', 'veterinaire', 'librarian', 'bibliothecaire',
  'archivist', 'archiviste', 'translator', 'traducteur', 'traductrice', 'interpreter', 'interprete', 'journalist', 'journaliste',
  'photographer', 'photographe', 'illustrator', 'illustrateur', 'illustratrice', 'artist', 'artiste', 'musician', 'musicien', 'producer',
  'producteur', 'productrice', 'realisateur', 'realisatrice', 'copywriter', 'concepteur', 'conceptrice', 'merchandiser', 'purchaser',
  'strategist', 'evangelist', 'ambassador', 'concierge', 'bartender', 'barman', 'barista', 'sommelier', 'commis', 'plongeur',
  'manutentionnaire', 'ouvrier', 'ouvriere', 'monteur', 'monteuse', 'cableur', 'regleur', 'usineur', 'tourneur', 'fraiseur',
  'chaudronnier', 'mecanicien', 'mecanicienne', 'carrossier', 'electrotechnicien', 'automaticien', 'frigoriste', 'chauffagiste',
  'couvreur', 'plaquiste', 'carreleur', 'urbaniste', 'agronome', 'viticulteur', 'fleuriste', 'coiffeur', 'coiffeuse', 'estheticienne',
  'delegue', 'deleguee', 'superviseur', 'superviseuse', 'adjoint', 'adjointe', 'gerant', 'gerante', 'sabbatical',
  'facilitator', 'facilitateur', 'facilitatrice', 'maitre', 'professional', 'practitioner', 'clinician'];
// prettier-ignore
const EMPLOYER_WORDS = ['inc', 'llc', 'ltd', 'corp', 'corporation', 'company', 'co', 'gmbh', 'sa', 'sas', 'sarl', 'sasu', 'ag', 'plc', 'group',
  'groupe', 'bank', 'banque', 'labs', 'lab', 'technologies', 'solutions', 'systems', 'services', 'consulting', 'agency', 'agence', 'studio',
  'research', 'foundation', 'fondation', 'association', 'institute', 'hospital', 'hopital', 'ministry', 'ministere', 'university',
  'universite', 'google', 'microsoft', 'apple', 'amazon', 'meta', 'facebook', 'ibm', 'nvidia', 'deepmind', 'freelance', 'independant',
  'self-employed', 'mairie', 'entreprise', 'startup', 'credit', 'atelier', 'ateliers', 'cabinet', 'clinique', 'clinic', 'holding',
  'industries', 'manufacture', 'manufacturing', 'ingenierie', 'partners', 'associates', 'ventures', 'capital', 'media', 'medias',
  'editions', 'productions', 'laboratoire', 'laboratoires', 'pharma', 'assurances', 'insurance', 'mutuelle', 'transports', 'logistics',
  'energie', 'energy', 'foods', 'retail', 'hotel', 'hotels', 'restaurant', 'collectivite', 'departement', 'region', 'prefecture'];
// prettier-ignore
const SCHOOL_WORDS = ['university', 'universite', 'universidad', 'college', 'ecole', 'school', 'institute', 'institut', 'academy', 'academie',
  'lycee', 'iut', 'insa', 'polytechnique', 'polytech', 'hec', 'essec', 'escp', 'faculte', 'faculty', 'conservatoire', 'cnam', 'epfl', 'eth',
  'mit', 'campus', 'centrale', 'mines', 'telecom', 'sciences po', 'business school', 'high school', 'grande ecole', 'supelec', 'epita', 'epitech'];
// prettier-ignore
const DEGREE_WORDS = ['bachelor', 'bachelors', 'master', 'masters', 'msc', 'm.sc', 'bsc', 'b.sc', 'ba', 'b.a', 'bs', 'b.s', 'ms', 'm.s', 'ma',
  'phd', 'ph.d', 'mba', 'licence', 'license', 'bts', 'dut', 'but', 'bac', 'baccalaureat', 'diplome', 'doctorat', 'doctorate', 'degree',
  'associate', 'certificate', 'certificat', 'cap', 'bep', 'deug', 'mastere', 'hnd', 'a-levels', 'gcse', 'diploma', 'beng', 'meng', 'b.eng',
  'm.eng', 'dea', 'dess', 'titre', 'cycle ingenieur', 'classe preparatoire', 'prepa', 'cpge', 'maitrise'];

const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9.+-]+/)
    .filter(Boolean);
const hasAny = (text: string, list: string[]) => {
  const w = new Set(words(text));
  const folded = ` ${fold(text)} `;
  return list.some((k) => (k.includes(' ') ? folded.includes(` ${k} `) : w.has(k)));
};

const countOf = (text: string, list: string[]) => {
  const w = words(text);
  return w.filter((x) => list.includes(x)).length;
};

export const looksLikeJobTitle = (text: string) => hasAny(text, TITLE_WORDS);
/** How much more a phrase reads as a job title than as an employer ("Research Intern" > "NVIDIA Research"). */
export const titleLean = (text: string) => countOf(text, TITLE_WORDS) - countOf(text, EMPLOYER_WORDS);
export const looksLikeEmployer = (text: string) => hasAny(text, EMPLOYER_WORDS);
export const looksLikeSchool = (text: string) => hasAny(text, SCHOOL_WORDS);
export const looksLikeDegree = (text: string) => hasAny(text, DEGREE_WORDS);

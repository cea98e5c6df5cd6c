import { repairMojibake } from './mojibake';

describe('repairMojibake', () => {
  it('reads back UTF-8 that was taken for Windows-1252 or Latin-1', () => {
    expect(repairMojibake('the industryâ€™s cutting edge')).toBe('the industry’s cutting edge');
    expect(repairMojibake('the industry\u00e2\u0080\u0099s cutting edge')).toBe('the industry’s cutting edge');
    expect(repairMojibake('Ã‰quipe dâ€™ingÃ©nieurs, rÃ©munÃ©ration 45 kâ‚¬')).toBe('Équipe d’ingénieurs, rémunération 45 k€');
    expect(repairMojibake('Paris\u00c2\u00a0: hybride')).toBe('Paris\u00a0: hybride');
    expect(repairMojibake('Rocket ðŸš€ launch')).toBe('Rocket 🚀 launch');
    expect(repairMojibake('Å“uvre, cÅ“ur')).toBe('œuvre, cœur');
  });

  it('leaves real text alone, accents and symbols included', () => {
    const real = 'Ça démarre à 9 h — très « bien » : ÉTÉ, naïve, Œuvre, 45 k€, ™, São Paulo, à “Lyon”, déjà…';
    expect(repairMojibake(real)).toBe(real);
    expect(repairMojibake('Âge minimum, Ôter, Ère')).toBe('Âge minimum, Ôter, Ère');
    expect(repairMojibake('CAFÉ–BAR, ‘RÉSUMÉ’, “ÉTÉ”')).toBe('CAFÉ–BAR, ‘RÉSUMÉ’, “ÉTÉ”');
  });
});

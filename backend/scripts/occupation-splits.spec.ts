import { e } from '../src/modules/matching/domain/keywords/lexicon/entry';
import { labelledApart, splitSpellings } from './occupation-splits';

describe('occupation concepts split where annotators tell their spellings apart', () => {
  const security = [e('occ:burp-suite', 'tool', ['burp suite', 'nmap', 'metasploit'])];
  const posting = (skills: string[]) => ({
    id: 'p',
    language: 'en' as const,
    text: 'Pentester\n- Burp Suite, Nmap and Metasploit',
    skills,
  });

  it('finds the spellings a posting labels as two keywords', () => {
    expect(labelledApart(security, [posting(['Burp Suite', 'Nmap'])])).toEqual(
      new Map([['occ:burp-suite', new Set(['burp suite\tnmap'])]]),
    );
    // One label naming both (alternatives) says they are one keyword.
    expect(labelledApart(security, [posting(['Burp Suite|Nmap'])])).toEqual(new Map());
  });

  it('keeps together what no posting told apart', () => {
    expect(splitSpellings(['burp suite', 'nmap', 'metasploit'], new Set(['burp suite\tnmap']))).toEqual([
      ['burp suite', 'metasploit'],
      ['nmap'],
    ]);
    expect(splitSpellings(['a', 'b', 'c'], new Set(['a\tb', 'a\tc', 'b\tc']))).toEqual([['a'], ['b'], ['c']]);
  });
});

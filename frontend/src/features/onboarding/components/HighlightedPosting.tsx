import type { ReactNode } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The posting's text with each keyword's occurrences marked (<mark>), required ones distinguished. */
export function HighlightedPosting({ text, keywords }: { text: string; keywords: ReadonlyArray<{ term: string; required: boolean }> }) {
  const terms = [...keywords].filter((k) => k.term.trim()).sort((a, b) => b.term.length - a.term.length);
  if (!terms.length) return <p className="flow-posting">{text}</p>;
  const pattern = new RegExp(`(${terms.map((k) => escape(k.term)).join('|')})`, 'giu');
  const required = new Set(terms.filter((k) => k.required).map((k) => k.term.toLowerCase()));
  const parts: ReactNode[] = text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className={required.has(part.toLowerCase()) ? 'flow-mark flow-mark--required' : 'flow-mark'}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
  return <p className="flow-posting">{parts}</p>;
}

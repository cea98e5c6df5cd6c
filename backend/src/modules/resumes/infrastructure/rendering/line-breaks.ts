import Handlebars from 'handlebars';

/**
 * Where printed text may wrap. Text extractors (pdftotext, and the ATS built on it) join a line
 * that ends in a hyphen to the next one and drop the hyphen, so a line must never end after one:
 * "full-stack" wrapped after "full-" reads back as "fullstack". Tokens holding a hyphen or slash
 * are therefore kept whole. A token longer than a line (a 100-character URL) cannot be: held on
 * one line it would run off the page and out of the text layer. It is cut into unbreakable pieces
 * with break opportunities after slashes, or every few characters, but never right after a hyphen;
 * its box (.long) moves to the next line whole when it fits there, and wraps only when it does not.
 */
const LONGEST_WHOLE = 60; // under the narrowest line of the templates (about 70 characters)
const PIECE = 30;
const HOLDS_BREAK = /[-/–‑]/u;
const HYPHENS = /[-–‑]/u;
const BREAK_AFTER = /[/?&#=]/u;

const escape = (text: string) => Handlebars.escapeExpression(text);
const whole = (text: string) => `<span class="nw">${escape(text)}</span>`;

/** User text as HTML: escaped, with tokens holding a hyphen or slash kept whole, long ones cut into pieces. */
export function textHtml(value: string): string {
  return value
    .split(/(\s+)/u)
    .map((token) => {
      if (token.length > LONGEST_WHOLE) return `<span class="long">${pieces(token).map(whole).join('<wbr>')}</span>`;
      return HOLDS_BREAK.test(token) ? whole(token) : escape(token);
    })
    .join('');
}

/** A contact or URL, kept on one line when it fits on one. */
export function unbrokenHtml(value: string): string {
  return value.length > LONGEST_WHOLE ? textHtml(value) : whole(value);
}

function pieces(token: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const char of token) {
    current += char;
    const full = current.length >= PIECE || BREAK_AFTER.test(char);
    if (full && !HYPHENS.test(char)) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
}

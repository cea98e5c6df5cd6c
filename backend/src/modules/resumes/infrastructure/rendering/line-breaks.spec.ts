import Handlebars from 'handlebars';
import { textHtml, unbrokenHtml } from './line-breaks';

const breakPoints = (html: string) => html.split('<wbr>').map((piece) => piece.replace(/<[^>]+>/g, ''));

describe('line breaks of printed text', () => {
  it('keeps hyphenated and slashed words whole and escapes everything', () => {
    expect(textHtml('Full-stack CI/CD <b> & co')).toBe(
      '<span class="nw">Full-stack</span> <span class="nw">CI/CD</span> &lt;b&gt; &amp; co',
    );
  });

  it('cuts a token longer than a line after slashes, and never right after a hyphen', () => {
    const url = 'https://example.com/a-b/' + 'x'.repeat(29) + '-' + 'y'.repeat(40);
    const pieces = breakPoints(textHtml(url));
    expect(pieces.join('')).toBe(url);
    expect(pieces[0]).toBe('https:/');
    expect(pieces.every((p) => p.length <= 31)).toBe(true);
    expect(pieces.filter((p) => /[-–‑]$/.test(p))).toEqual([]);
  });

  it('boxes a long token, so that it moves to the next line whole when it fits there', () => {
    expect(textHtml(`see https://example.com/${'a'.repeat(60)}`)).toMatch(/^see <span class="long"><span class="nw">https:\/<\/span><wbr>/);
  });

  it('holds a contact on one line when it fits, and cuts it only when it does not', () => {
    expect(unbrokenHtml('San Francisco, CA')).toBe('<span class="nw">San Francisco, CA</span>');
    expect(unbrokenHtml(`https://example.com/${'a'.repeat(60)}`)).toContain('<wbr>');
  });

  it('escapes inside pieces, never across an entity', () => {
    const raw = `https://example.com/?q=${'&'.repeat(70)}`;
    expect(breakPoints(textHtml(raw)).join('')).toBe(Handlebars.escapeExpression(raw));
  });
});

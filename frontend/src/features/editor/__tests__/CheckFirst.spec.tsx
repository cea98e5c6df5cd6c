import { render, screen, within } from '@testing-library/react';
import en from '../../../i18n/en/editor.json';
import fr from '../../../i18n/fr/editor.json';
import { CheckFirst, printChanges } from '../components/CheckFirst';
import type { EditorMessages } from '../editor-text';

const normalised = {
  code: 'PRINT_NORMALISED' as const,
  detail: '/work/0/name: "Eﬃcace SARL" → "Efficace SARL"; /basics/summary: "Built ★ things" → "Built things"',
};

describe('CheckFirst', () => {
  it('lists what was made plain for the PDF, in the words of the resume, without our paths', () => {
    expect(printChanges(normalised.detail)).toEqual(['"Eﬃcace SARL" → "Efficace SARL"', '"Built ★ things" → "Built things"']);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ])('shows the print warning and its changes (%s)', (_, messages) => {
    const t = messages as EditorMessages;
    render(<CheckFirst resume={{}} confidence={{}} warnings={[normalised]} t={t} />);
    const section = screen.getByRole('region', { name: t['check.heading'] });
    expect(section.textContent).toContain(t['warning.PRINT_NORMALISED']);
    expect(within(section).getByText('"Eﬃcace SARL" → "Efficace SARL"')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('/work/0/name');
  });
});

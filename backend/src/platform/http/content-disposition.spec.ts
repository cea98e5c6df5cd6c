import { attachment } from './content-disposition';

describe('attachment (Content-Disposition)', () => {
  it('gives an ASCII fallback and the UTF-8 original', () => {
    expect(attachment('Gaëlle CV.pdf')).toBe(`attachment; filename="Ga_lle CV.pdf"; filename*=UTF-8''Ga%C3%ABlle%20CV.pdf`);
  });

  it('drops control and bidirectional characters from both forms', () => {
    const header = attachment('cv\u202Efdp.exe\r\n.pdf', 'inline');
    expect(header).toBe(`inline; filename="cvfdp.exe.pdf"; filename*=UTF-8''cvfdp.exe.pdf`);
    expect(attachment('\u2066\u2069')).toBe(`attachment; filename="resume"; filename*=UTF-8''resume`);
  });
});

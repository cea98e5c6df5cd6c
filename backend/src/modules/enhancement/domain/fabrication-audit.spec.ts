import type { JsonResume } from '../../../shared/json-resume';
import { auditFabrication } from './fabrication-audit';
import { englishResume } from './testing/sample-resumes';

const edited = (edit: (r: JsonResume) => void) => {
  const r = englishResume();
  edit(r);
  return r;
};
const kinds = (result: JsonResume, answers = [] as Parameters<typeof auditFabrication>[2]) =>
  auditFabrication(englishResume(), result, answers).findings.map((f) => f.kind);

describe('the fabrication audit', () => {
  it('passes a result that only rewords and reorders', () => {
    const result = edited((r) => {
      r.work![0].highlights![0] = 'Managed the billing service';
      r.work![1].highlights!.reverse();
      r.basics!.summary =
        'Backend Engineer skilled in TypeScript, Python and SQL. Currently Senior Backend Engineer at Northwind Logistics.';
    });
    expect(auditFabrication(englishResume(), result)).toEqual({ ok: true, findings: [] });
  });

  it('catches an invented employer, as an entry or in the text', () => {
    expect(
      kinds(
        edited((r) => {
          r.work![1].name = 'Globex';
        }),
      ),
    ).toContain('employer');
    expect(
      kinds(
        edited((r) => {
          r.work!.push({ name: 'Google', position: 'Staff Engineer', startDate: '2010-01' });
        }),
      ),
    ).toEqual(expect.arrayContaining(['entries', 'employer', 'title', 'date']));
    expect(
      kinds(
        edited((r) => {
          r.work![0].highlights![0] = 'Managed the billing service, as at Google';
        }),
      ),
    ).toEqual(['name']);
  });

  it('catches a changed date', () => {
    expect(
      kinds(
        edited((r) => {
          r.work![0].startDate = '2019-01';
        }),
      ),
    ).toEqual(['date']);
    expect(
      kinds(
        edited((r) => {
          r.education![0].endDate = '2015';
        }),
      ),
    ).toEqual(['date']);
  });

  it('catches a computed total such as "5+ years", and an invented percentage', () => {
    // 2016-09 to 2020-12 and 2021 to now: the years are computable, but the resume never states them.
    expect(
      kinds(
        edited((r) => {
          r.basics!.summary = 'Backend Engineer with 5+ years of experience.';
        }),
      ),
    ).toEqual(['number']);
    expect(
      kinds(
        edited((r) => {
          r.work![1].highlights![0] = 'Developed payment reconciliation jobs in Python, cutting costs by 25%';
        }),
      ),
    ).toEqual(['number']);
    // A number the resume does state, with the same meaning, is fine.
    expect(
      kinds(
        edited((r) => {
          r.basics!.summary = 'Cut failed payouts by 30% at Contoso Payments.';
        }),
      ),
    ).toEqual([]);
  });

  it('catches an invented degree and a changed identity field', () => {
    expect(
      kinds(
        edited((r) => {
          r.basics!.summary = 'Backend Engineer, PhD.';
        }),
      ),
    ).toEqual(expect.arrayContaining(['degree']));
    expect(
      kinds(
        edited((r) => {
          r.basics!.email = 'other@example.com';
        }),
      ),
    ).toEqual(['identity']);
    expect(
      kinds(
        edited((r) => {
          r.education = [];
        }),
      ),
    ).toEqual(expect.arrayContaining(['section', 'entries']));
  });

  it('accepts facts from an answer where it was asked, and nowhere else', () => {
    const answers = [
      { questionId: 'result:/work/0/highlights/3', path: '/work/0/highlights/3', text: 'cut deploy time by 40% in 6 weeks' },
    ];
    const there = edited((r) => {
      r.work![0].highlights![3] = 'Supported the migration to Kubernetes, cut deploy time by 40% in 6 weeks';
    });
    expect(kinds(there, answers)).toEqual([]);
    expect(kinds(there)).toEqual(['number', 'number']); // without the answer, 40% and 6 weeks are invented
    const elsewhere = edited((r) => {
      r.work![1].highlights![0] = 'Developed payment reconciliation jobs in Python, cut deploy time by 40%';
    });
    expect(kinds(elsewhere, answers)).toEqual(['number']);
  });
});

import { SuperMatch } from './supermatch';

const request = () => SuperMatch.request({ ownerId: 'u1', resumeId: 'r1', jobDescription: 'Data engineer…' }, new Date(0));

describe('SuperMatch', () => {
  it('fixes its run, tailored resume and credit reference when requested', () => {
    const a = request();
    const b = request();
    expect(a.runId).not.toBe(b.runId);
    expect(a.tailoredResumeId).not.toBe(a.resumeId);
    expect(a.chargeReference()).toBe(`supermatch:${a.id}`);
  });

  it('is named after the job until the user renames it', () => {
    const s = request();
    s.recordJob({ title: 'Data Engineer', company: 'Acme', language: 'en' });
    expect(s.name).toBe('Data Engineer · Acme');
    s.rename('  My Acme try  ');
    expect(s.name).toBe('My Acme try');
    s.recordJob({ title: 'Other', company: 'Acme' });
    expect(s.name).toBe('My Acme try');
    s.rename('   ');
    expect(s.name).toBe('Other · Acme');
  });

  it('stops on a poor match unless confirmed, and a confirmation is a second, distinct charge', () => {
    const s = request();
    s.recordMatch({ verdict: 'poor', confidence: 'high', score: 20, reasons: [] });
    expect(s.mustStopForMismatch()).toBe(true);
    s.stopForMismatch();
    expect(s.status).toBe('mismatch');
    s.confirmMismatch();
    expect(s.mustStopForMismatch()).toBe(false);
    expect(s.status).toBe('processing');
    expect(s.chargeReference()).toBe(`supermatch:${s.id}:2`);
    expect(s.chargeReference(1)).toBe(`supermatch:${s.id}`);
  });

  it('does not stop on a good match', () => {
    const s = request();
    s.recordMatch({ verdict: 'good', confidence: 'medium', score: 80, reasons: [] });
    expect(s.mustStopForMismatch()).toBe(false);
  });
});

import { deflateRawSync, deflateSync } from 'node:zlib';
import { inflateWithin } from './bounded-inflate';

const text = (bytes: number) => Buffer.from('Lorem ipsum dolor sit amet. '.repeat(Math.ceil(bytes / 28)).slice(0, bytes));

describe('inflateWithin', () => {
  it.each([
    ['a small stream (inflated at once)', 200_000],
    ['a stream past the at-once ceiling (streamed)', 3_000_000],
  ])('counts every inflated byte of %s against the budget', async (_, size) => {
    const budget = { remaining: 10_000_000 };
    await inflateWithin(deflateSync(text(size)), budget, { raw: false });
    expect(budget.remaining).toBe(10_000_000 - size);
  });

  it('shows the inspector all the output, on either path', async () => {
    for (const size of [5_000, 2_500_000]) {
      let seen = 0;
      await inflateWithin(deflateRawSync(text(size)), { remaining: 1e8 }, { raw: true, inspect: (chunk) => (seen += chunk.length) });
      expect(seen).toBe(size);
    }
  });

  it('refuses a document once the budget is spent, small streams included', async () => {
    const budget = { remaining: 150_000 };
    await inflateWithin(deflateSync(text(100_000)), budget, { raw: false });
    await expect(inflateWithin(deflateSync(text(100_000)), budget, { raw: false })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_LARGE_TO_OPEN',
    });
  });

  it('passes an inspector error on from the at-once path', async () => {
    const inspect = () => {
      throw new Error('forbidden');
    };
    await expect(inflateWithin(deflateSync(text(1_000)), { remaining: 1e6 }, { raw: false, inspect })).rejects.toThrow('forbidden');
  });

  it('resolves quietly on data that is not deflate (the real reader reports it)', async () => {
    await expect(inflateWithin(Buffer.from('not deflate at all'), { remaining: 1e6 }, { raw: false })).resolves.toBeUndefined();
  });
});

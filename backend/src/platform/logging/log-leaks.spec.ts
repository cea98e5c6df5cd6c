import { leakedLines } from './log-leaks';

describe('leakedLines', () => {
  const clean =
    '{"level":30,"reqId":"r-1","req":{"method":"POST","url":"/api/resumes"},"res":{"statusCode":201},"msg":"request completed"}';

  it('passes a log of requests and jobs', () => {
    expect(leakedLines(`${clean}\n{"msg":"resumes job 8f1 completed"}`, ['Robin Marsh'])).toEqual([]);
  });

  it('finds an e-mail address or a phrase of a resume in any line', () => {
    const planted = ['{"msg":"sending to robin@example.com"}', '{"msg":"parsed Robin Marsh, Backend Engineer"}'];
    expect(leakedLines([clean, ...planted].join('\n'), ['Robin Marsh'])).toEqual(planted);
  });
});

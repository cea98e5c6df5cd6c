import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reply: JSON (as a tool call when tools were offered), raw text, or an HTTP failure; `delayMs` holds it back. */
export type FakeReply = ({ json: unknown } | { text: string } | { status: number }) & { delayMs?: number };

/**
 * An OpenAI-compatible chat server on loopback: the test double for a paid LLM. It answers
 * /v1/chat/completions with the reply given (as a tool call when tools were offered, as message
 * content otherwise) and records each request, so the real LangChain client code runs end to end.
 */
export async function startFakeOpenAi(
  reply: () => FakeReply,
): Promise<{ baseUrl: string; requests: Array<Record<string, unknown>>; close(): Promise<void> }> {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const request = JSON.parse(body || '{}');
      requests.push(request);
      const r = reply();
      setTimeout(() => answer(r, request), r.delayMs ?? 0);
    });
    function answer(r: FakeReply, request: { model?: string; tools?: Array<{ function?: { name?: string } }> }) {
      if ('status' in r) {
        res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream failure' } }));
        return;
      }
      const content = 'json' in r ? JSON.stringify(r.json) : r.text;
      const tool = request.tools?.[0]?.function?.name;
      const message = tool
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool, arguments: content } }],
          }
        : { role: 'assistant', content };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(() => r())) };
}

#!/usr/bin/env node
// A stand-in for an OpenAI-compatible model endpoint (the one remote service the harness cannot
// reach), speaking the real wire protocols: POST /v1/chat/completions and POST /v1/responses (OpenAI)
// and POST /v1/messages (Anthropic), JSON or SSE (`stream: true`), plus GET /v1/models. It replays the scripted model turns of scenarios.json.
//
//   node server.mjs [--script scenarios.json] [--port 0]
// prints `mock-model: listening on http://127.0.0.1:PORT/v1` once bound (loopback only).
// A request the script cannot answer gets 400 with an OpenAI error object naming why, and a line
// on stderr, so a framework that sends something unexpected fails loudly instead of hanging.
// FORBEAR_MOCK_DEBUG=1 prints each request's conversation (role, start of text) on stderr.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { indexScript, conversation, answerFor } from './script.mjs';
import { chatCompletion, chatCompletionChunks, response, responseEvents } from './wire.mjs';
import { anthropicMessage, anthropicEvents } from './wire-anthropic.mjs';

/**
 * Frameworks whose agents end a turn by calling an answer tool (smolagents' `final_answer`) offer
 * it in `tools`: the scripted reply is then given as that call, as a real model would give it.
 */
function throughAnswerTool(answer, tools) {
  const names = (tools ?? []).map((t) => t.function?.name ?? t.name);
  if (!names.includes('final_answer') || answer.reply.content === undefined || answer.reply.tool_calls) return answer;
  return { ...answer, reply: { tool_calls: [{ name: 'final_answer', arguments: { answer: answer.reply.content } }] } };
}

/** Start the mock; resolves to { url, close, requests } once it listens. */
export function startMockModel({ script, port = 0 }) {
  const byUser = indexScript(script);
  const requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => handle(req, res, body));
  });

  function fail(res, status, message) {
    process.stderr.write(`mock-model: ${status} ${message}\n`);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
  }

  function handle(req, res, raw) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = url.pathname.replace(/^\/v1/, '').replace(/\/$/, '');
    if (req.method === 'GET' && route === '/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'mock-model', object: 'model', created: 0, owned_by: 'forbear' }] }));
      return;
    }
    if (req.method !== 'POST' || (route !== '/chat/completions' && route !== '/responses' && route !== '/messages')) {
      fail(res, 404, `no route ${req.method} ${url.pathname}`);
      return;
    }
    let parsed;
    try { parsed = JSON.parse(raw); } catch { fail(res, 400, `${url.pathname}: the body is not JSON`); return; }
    if (process.env.FORBEAR_MOCK_DEBUG) process.stderr.write(`mock-model: ${JSON.stringify(conversation(parsed, route).map((m) => [m.role, m.text.slice(0, 60)]))}\n`);
    let answer = answerFor(byUser, conversation(parsed, route));
    if ('error' in answer) { fail(res, 400, `${url.pathname}: ${answer.error}`); return; }
    answer = throughAnswerTool(answer, parsed.tools);
    requests.push({ route, scenario: answer.scenario.id, turn: answer.turnIndex, step: answer.step, stream: !!parsed.stream });
    const model = parsed.model ?? 'mock-model';
    if (!parsed.stream) {
      const body = route === '/responses' ? response(answer, model) : route === '/messages' ? anthropicMessage(answer, model) : chatCompletion(answer, model);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    if (route === '/messages') {
      for (const [event, data] of anthropicEvents(answer, model)) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    } else if (route === '/responses') {
      for (const [event, data] of responseEvents(answer, model)) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    } else {
      const includeUsage = parsed.stream_options?.include_usage === true;
      for (const data of chatCompletionChunks(answer, model, includeUsage)) res.write(`data: ${data}\n\n`);
    }
    res.end();
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${bound}/v1`,
        requests,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const scriptPath = arg('--script', path.join(here, '..', 'scenarios.json'));
  const mock = await startMockModel({ script: JSON.parse(readFileSync(scriptPath, 'utf8')), port: Number(arg('--port', '0')) });
  process.stdout.write(`mock-model: listening on ${mock.url}\n`);
  const stop = () => { void mock.close().then(() => process.exit(0)); };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

#!/usr/bin/env node
// The stand-in axllent/mailpit for machines without a registry: SMTP on 1025 that keeps every
// message (scripts/fakes/smtp-sink.mjs), and on 8025 the part of Mailpit's HTTP API we use:
// /readyz, /livez, GET /api/v1/messages (newest first) and GET /api/v1/message/{ID}.
// `mailpit readyz` is the health check, as with the real binary.
import { createServer } from 'node:http';
import { startSmtpSink } from './smtp-sink.mjs';

if (process.argv[2] === 'readyz') {
  const ok = await fetch('http://127.0.0.1:8025/readyz').then(
    (response) => response.ok,
    () => false,
  );
  process.exit(ok ? 0 : 1);
}

const sink = await startSmtpSink({ port: 1025, host: '0.0.0.0' });
const address = (text = '') => ({ Name: '', Address: text.replace(/.*<(.*)>.*/, '$1').trim() });
const summary = (message, index) => ({
  ID: String(index + 1),
  From: address(message.headers.from),
  To: message.to.map((to) => address(to)),
  Subject: message.subject,
});
const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://mailpit').pathname;
  const messages = sink.messages.map(summary);
  if (path === '/readyz' || path === '/livez') return send(response, 200, 'ok');
  if (path === '/api/v1/messages')
    return send(response, 200, { total: messages.length, count: messages.length, messages: messages.toReversed() });
  const one = /^\/api\/v1\/message\/(\d+)$/.exec(path);
  const index = one ? Number(one[1]) - 1 : -1;
  if (sink.messages[index]) {
    const raw = sink.messages[index].raw;
    return send(response, 200, { ...messages[index], Text: raw.slice(raw.indexOf('\r\n\r\n') + 4) });
  }
  send(response, 404, { error: 'not found' });
}).listen(8025, '0.0.0.0');
console.log('stand-in mailpit: SMTP on 1025, API on 8025');

#!/usr/bin/env node
// A minimal SMTP server that keeps every message it is given, for tests of real SMTP delivery
// (nodemailer speaks to it exactly as to Mailpit or a provider's relay). No TLS, no AUTH.
// `failNext(n)` answers the next n messages with a temporary failure (451), as a busy relay does;
// `delayAnswers(ms)` takes that long to accept each message, as a slow relay does;
// `refuseRecipient(address)` answers RCPT for that address with 550, as a server that has no such mailbox.
//
// CLI: node scripts/fakes/smtp-sink.mjs [--port 2525]; then SMTP_URL=smtp://127.0.0.1:2525.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * @returns {Promise<{ url: string, port: number, messages: SinkMessage[], failNext: (n: number) => void, delayAnswers: (ms: number) => void,
 *   refuseRecipient: (address: string) => void,
 *   waitFor: (count: number, timeoutMs?: number) => Promise<SinkMessage[]>, stop: () => Promise<void> }>}
 * @typedef {{ from: string, to: string[], raw: string, headers: Record<string, string>, subject: string }} SinkMessage
 */
export async function startSmtpSink({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {SinkMessage[]} */
  const messages = [];
  let failures = 0;
  let delayMs = 0;
  const unknownMailboxes = new Set();
  const sockets = new Set();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line) => socket.write(`${line}\r\n`);
    let buffer = '';
    let envelope = { from: '', to: [] };
    /** Lines of the message while in DATA, else null. */
    let data = null;

    // A message is the sink's only once it said so: a client gone before the answer sent nothing.
    const accept = (received) => {
      if (socket.destroyed) return;
      messages.push({ ...received, ...parseHeaders(received.raw) });
      reply(`250 2.0.0 Ok: queued as sink-${messages.length}`);
    };

    reply('220 smtp-sink ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const raw = `${data.join('\r\n')}\r\n`;
          const received = { ...envelope, raw };
          data = null;
          envelope = { from: '', to: [] };
          if (failures > 0) {
            failures -= 1;
            reply('451 4.3.0 Temporary failure, try again later');
          } else if (delayMs > 0) {
            // The client waits for this answer; nothing else comes on this connection meanwhile.
            setTimeout(() => accept(received), delayMs);
          } else {
            accept(received);
          }
          continue;
        }
        const [verb = ''] = line.split(/[ :]/, 1);
        switch (verb.toUpperCase()) {
          case 'EHLO':
            reply('250-smtp-sink');
            reply('250-8BITMIME');
            reply('250 SMTPUTF8');
            break;
          case 'HELO':
            reply('250 smtp-sink');
            break;
          case 'MAIL':
            envelope = { from: addressIn(line), to: [] };
            reply('250 2.1.0 Ok');
            break;
          case 'RCPT': {
            const address = addressIn(line);
            if (unknownMailboxes.has(address)) {
              reply(`550 5.1.1 <${address}>: Recipient address rejected: User unknown`);
              break;
            }
            envelope.to.push(address);
            reply('250 2.1.5 Ok');
            break;
          }
          case 'DATA':
            data = [];
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'RSET':
            envelope = { from: '', to: [] };
            reply('250 2.0.0 Ok');
            break;
          case 'NOOP':
            reply('250 2.0.0 Ok');
            break;
          case 'QUIT':
            reply('221 2.0.0 Bye');
            socket.end();
            break;
          default:
            reply('502 5.5.2 Command not recognised');
        }
      }
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const boundPort = server.address().port;

  return {
    url: `smtp://${host}:${boundPort}`,
    port: boundPort,
    messages,
    failNext(count) {
      failures = count;
    },
    refuseRecipient(address) {
      unknownMailboxes.add(address);
    },
    delayAnswers(ms) {
      delayMs = ms;
    },
    /** Resolves once `count` messages have arrived. */
    async waitFor(count, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`smtp-sink: ${messages.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const addressIn = (line) => /<([^>]*)>/.exec(line)?.[1] ?? line.split(':').slice(1).join(':').trim();

/** Header fields, unfolded, names lower-cased, encoded words decoded. */
function parseHeaders(raw) {
  const head = raw.split(/\r\n\r\n/, 1)[0].replace(/\r\n[ \t]+/g, ' ');
  const headers = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, subject: headers.subject ?? '' };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding, text) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

// Jest loads this file as CommonJS, where a top-level await does not parse: the CLI runs in a function.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runCli();

async function runCli() {
  const portArg = process.argv.indexOf('--port');
  const sink = await startSmtpSink({ port: Number(portArg > 0 ? process.argv[portArg + 1] : 2525) });
  process.stdout.write(`SMTP sink on ${sink.url}\n`);
  const timer = setInterval(() => {
    while (sink.messages.length) {
      const message = sink.messages.shift();
      process.stdout.write(`${message.to.join(', ')}: ${message.subject}\n`);
    }
  }, 250);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      clearInterval(timer);
      void sink.stop().then(() => process.exit(0));
    });
  }
}

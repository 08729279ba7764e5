/**
 * A Redis connection subscribed to one channel, in plain Node (the render process has no packages
 * of its own): it says when it is subscribed, each message, and when it is lost (closed, refused,
 * or silent to a PING for PING_EVERY_MS), then connects again after RECONNECT_MS.
 */
import net from 'node:net';
import tls from 'node:tls';

const PING_EVERY_MS = 5000;
const RECONNECT_MS = 1000;

/** @param {string[]} words */
const command = (words) => `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;

/**
 * One RESP value from `buffer` at `at`: [value, next offset], or null while it is incomplete.
 * @param {Buffer} buffer @param {number} at
 * @returns {[unknown, number] | null}
 */
function parse(buffer, at) {
  const end = buffer.indexOf('\r\n', at);
  if (end < 0) return null;
  const type = String.fromCharCode(buffer[at] ?? 0);
  const line = buffer.toString('utf8', at + 1, end);
  if (type === '+' || type === ':') return [line, end + 2];
  if (type === '-') return [new Error(line), end + 2];
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return [null, end + 2];
    if (buffer.length < end + 2 + length + 2) return null;
    return [buffer.toString('utf8', end + 2, end + 2 + length), end + 2 + length + 2];
  }
  if (type === '*') {
    const items = [];
    let next = end + 2;
    for (let n = 0; n < Number(line); n++) {
      const item = parse(buffer, next);
      if (!item) return null;
      items.push(item[0]);
      next = item[1];
    }
    return [items, next];
  }
  return [new Error(`unreadable reply from Redis: ${JSON.stringify(type)}`), buffer.length];
}

/**
 * @param {{ url: string, channel: string, onSubscribed: () => void, onMessage: (payload: string) => void, onLost: (reason: string) => void }} options
 * @returns {{ close: () => void }}
 */
export function subscribe({ url, channel, onSubscribed, onMessage, onLost }) {
  const target = new URL(url);
  let closed = false;
  /** @type {net.Socket | undefined} */
  let socket;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  function connect() {
    const options = { host: target.hostname, port: Number(target.port || 6379) };
    const connection = target.protocol === 'rediss:' ? tls.connect({ ...options, servername: target.hostname }) : net.connect(options);
    socket = connection;
    let buffer = Buffer.alloc(0);
    let subscribed = false;
    let awaitingPong = false;
    let lost = false;
    const lose = (/** @type {string} */ reason) => {
      if (lost) return;
      lost = true;
      clearInterval(ping);
      connection.destroy();
      onLost(reason);
      if (!closed) timer = setTimeout(connect, RECONNECT_MS);
    };
    const ping = setInterval(() => {
      if (awaitingPong) return lose(`no answer to PING within ${PING_EVERY_MS} ms`);
      awaitingPong = true;
      connection.write(command(['PING']));
    }, PING_EVERY_MS);

    connection.setNoDelay(true);
    connection.on(target.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      const password = decodeURIComponent(target.password);
      const user = decodeURIComponent(target.username);
      if (password) connection.write(command(user ? ['AUTH', user, password] : ['AUTH', password]));
      connection.write(command(['SUBSCRIBE', channel]));
    });
    connection.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let reply = parse(buffer, 0); reply; reply = parse(buffer, 0)) {
        buffer = buffer.subarray(reply[1]);
        const [value] = reply;
        if (value instanceof Error) return lose(`Redis refused: ${value.message}`);
        if (!Array.isArray(value)) continue; // AUTH's +OK
        const [kind, first, second] = value;
        if (kind === 'subscribe' && first === channel && !subscribed) {
          subscribed = true;
          onSubscribed();
        } else if (kind === 'message' && first === channel) onMessage(String(second));
        else if (kind === 'pong') awaitingPong = false;
      }
    });
    connection.on('error', (error) => lose(error.message));
    connection.on('close', () => lose('connection closed'));
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.destroy();
    },
  };
}

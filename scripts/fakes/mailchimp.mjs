#!/usr/bin/env node
// A local stand-in for the parts of the Mailchimp Marketing API (v3.0) svc-mailing uses, for
// integration tests, browser journeys and `npm run dev` (these machines cannot reach Mailchimp):
//   GET    /3.0/ping                                   health check
//   GET    /3.0/lists/{list}                           the audience (404 for an unknown id)
//   PUT    /3.0/lists/{list}/members/{hash}            add or update a member (status_if_new / status)
//   GET    /3.0/lists/{list}/members/{hash}            read a member
//   DELETE /3.0/lists/{list}/members/{hash}            archive a member
//   POST   /3.0/lists/{list}/members/{hash}/tags       add/remove tags
// Basic auth with the API key as password, problem-JSON errors, the subscriber hash checked
// against MD5(lower-cased e-mail), and Mailchimp's refusal to re-subscribe by API someone who
// unsubscribed through Mailchimp ('Member In Compliance State'; see `recipientUnsubscribes`).
//
// CLI: node scripts/fakes/mailchimp.mjs [--port 4020]   (or FAKE_MAILCHIMP_PORT); then set
//      MAILCHIMP_BASE_URL to the printed URL, MAILCHIMP_API_KEY=fake-mailchimp-key-us1 and
//      MAILCHIMP_AUDIENCE_ID=fake-audience.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAKE_MAILCHIMP = { apiKey: 'fake-mailchimp-key-us1', audienceId: 'fake-audience' };

const hashOf = (email) => createHash('md5').update(String(email).trim().toLowerCase()).digest('hex');
const STATUSES = new Set(['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']);

/**
 * Starts the fake on `port` (0: a free one). Answers its URL (the API base, …/3.0), its state
 * and test helpers; `stop()` and `start()` take it down and bring it back on the same port,
 * for outage tests.
 */
export async function startFakeMailchimp({
  port = 0,
  host = '127.0.0.1',
  apiKey = FAKE_MAILCHIMP.apiKey,
  audienceId = FAKE_MAILCHIMP.audienceId,
} = {}) {
  const state = {
    /** hash → { id, email_address, status, merge_fields, tags:Set, archived, complianceLocked } */
    members: new Map(),
    /** Every request: { method, path, body }. */
    requests: [],
    /** hash → successful PUTs of that member. */
    upserts: new Map(),
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      state.requests.push({ method: request.method, path: url.pathname, body });
      const send = (status, payload) => {
        response.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
        response.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      const problem = (status, title, detail) =>
        send(status, {
          type: 'https://mailchimp.com/developer/marketing/docs/errors/',
          title,
          status,
          detail,
          instance: `fake-${state.requests.length}`,
        });

      if (!authorised(request.headers.authorization, apiKey)) {
        return problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
      }
      const path = url.pathname.replace(/\/+$/, '');
      if (request.method === 'GET' && path === '/3.0/ping') return send(200, { health_status: "Everything's Chimpy!" });

      const list = /^\/3\.0\/lists\/([^/]+)(?:\/members\/([^/]+)(\/tags)?)?$/.exec(path);
      if (!list) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
      const [, listId, hash, tags] = list;
      if (listId !== audienceId) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');

      if (!hash) {
        if (request.method !== 'GET') return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
        const active = [...state.members.values()].filter((m) => !m.archived);
        return send(200, {
          id: audienceId,
          name: 'Fake audience',
          stats: { member_count: active.filter((m) => m.status === 'subscribed').length },
        });
      }

      const member = state.members.get(hash);
      if (tags) {
        if (request.method !== 'POST') return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
        if (!member || member.archived) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
        for (const tag of body?.tags ?? []) {
          if (tag.status === 'inactive') member.tags.delete(tag.name);
          else member.tags.add(tag.name);
        }
        return send(204);
      }

      switch (request.method) {
        case 'GET':
          if (!member || member.archived) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
          return send(200, view(member, audienceId));
        case 'DELETE':
          if (!member || member.archived) return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
          member.archived = true;
          return send(204);
        case 'PUT': {
          const email = typeof body?.email_address === 'string' ? body.email_address.trim() : '';
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
            return problem(400, 'Invalid Resource', 'Please provide a valid email address.');
          }
          if (hashOf(email) !== hash) {
            return problem(400, 'Invalid Resource', 'The resource submitted could not be validated: the subscriber hash does not match.');
          }
          const isNew = !member || member.archived;
          const status = isNew ? (body.status ?? body.status_if_new) : (body.status ?? member.status);
          if (isNew && !body.status_if_new && !body.status) {
            return problem(400, 'Invalid Resource', 'The resource submitted could not be validated: status_if_new is required.');
          }
          if (!STATUSES.has(status)) return problem(400, 'Invalid Resource', `The status "${status}" is not one of ${[...STATUSES]}.`);
          if (member?.complianceLocked && status === 'subscribed') {
            return problem(
              400,
              'Member In Compliance State',
              `${email} is already a list member in compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`,
            );
          }
          const next = member ?? { id: hash, tags: new Set(), merge_fields: {}, complianceLocked: false };
          Object.assign(next, { email_address: email, status, archived: false });
          next.merge_fields = { ...next.merge_fields, ...(body.merge_fields ?? {}) };
          // Asking the person to confirm by e-mail (double opt-in) is Mailchimp's way past its lock.
          if (status === 'pending') next.complianceLocked = false;
          state.members.set(hash, next);
          state.upserts.set(hash, (state.upserts.get(hash) ?? 0) + 1);
          return send(200, view(next, audienceId));
        }
        default:
          return problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
      }
    });
  });

  let boundPort = port;
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(boundPort, host, () => {
        server.off('error', reject);
        boundPort = server.address().port;
        resolve();
      });
    });
  await listen();

  return {
    /** The API base to put in MAILCHIMP_BASE_URL. */
    get url() {
      return `http://${host}:${boundPort}/3.0`;
    },
    get port() {
      return boundPort;
    },
    apiKey,
    audienceId,
    state,
    /** The member for an e-mail address (any case), or undefined. */
    member(email) {
      const member = state.members.get(hashOf(email));
      return member && { ...view(member, audienceId), archived: member.archived, tags: [...member.tags] };
    },
    /** How many times the member was created or updated. */
    upsertsOf(email) {
      return state.upserts.get(hashOf(email)) ?? 0;
    },
    /** What an unsubscribe link in a Mailchimp e-mail does: Mailchimp then refuses `subscribed` by API. */
    recipientUnsubscribes(email) {
      const member = state.members.get(hashOf(email));
      if (!member) throw new Error(`${email} is not a member`);
      Object.assign(member, { status: 'unsubscribed', complianceLocked: true });
    },
    reset() {
      state.members.clear();
      state.requests.length = 0;
      state.upserts.clear();
    },
    /** Takes the fake down (connections refused) until `start()`. */
    async stop() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** Brings it back on the same port. */
    async start() {
      if (!server.listening) await listen();
    },
  };
}

function authorised(header, apiKey) {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) === apiKey;
}

function view(member, listId) {
  return {
    id: member.id,
    email_address: member.email_address,
    unique_email_id: member.id.slice(0, 10),
    status: member.status,
    merge_fields: member.merge_fields,
    tags: [...member.tags].map((name) => ({ id: 1, name })),
    list_id: listId,
  };
}

// Jest loads this file as CommonJS, where a top-level await does not parse: the CLI runs in a function.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void runCli();

async function runCli() {
  const portArg = process.argv.indexOf('--port');
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.FAKE_MAILCHIMP_PORT ?? 4020));
  const fake = await startFakeMailchimp({ port });
  process.stdout.write(
    `Fake Mailchimp on ${fake.url}\n` +
      `  MAILCHIMP_BASE_URL=${fake.url} MAILCHIMP_API_KEY=${fake.apiKey} MAILCHIMP_AUDIENCE_ID=${fake.audienceId}\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void fake.stop().then(() => process.exit(0)));
}

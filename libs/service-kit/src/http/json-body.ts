import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON and nothing else (requirements §7). Other types answer 415, so a cross-site
 * HTML form (urlencoded, multipart, text/plain) never reaches a handler — except the few
 * `formRoutes` made for mail programs, which get no body at all. Fastify's own JSON
 * parser refuses prototype-poisoning keys; on top, text PostgreSQL cannot store (NUL, an
 * unpaired surrogate) is refused with 400 here, once, instead of failing an INSERT later.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance, formRoutes: readonly string[] = []): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A string, as `parseAs` asks; Fastify's type covers the Buffer variant too.
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      if (!storable(value)) return done(Object.assign(new Error(UNSTORABLE_TEXT), { statusCode: 400 }));
      done(null, value);
    });
  });
  if (formRoutes.length === 0) return;
  const form = { parseAs: 'string', bodyLimit: 4096 } as const;
  fastify.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], form, (request, _body, done) => {
    if (formRoutes.includes(request.routeOptions.url ?? '')) return done(null, undefined);
    done(Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type']}`), { statusCode: 415 }));
  });
}

const UNSTORABLE_TEXT = 'The request contains characters that are not allowed';

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Walks the parsed body without recursion: a body may nest thousands of levels deep. */
function storable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || UNPAIRED_SURROGATE.test(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        pending.push(key, child);
      }
    }
  }
  return true;
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';

/** Routes whose handler needs the body exactly as it arrived (a signature covers the bytes). */
export const RAW_BODY_ROUTES = new Set(['/api/webhooks/stripe']);

export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Keeps the raw bytes of the Stripe webhook's body beside the parsed JSON, as `request.rawBody`:
 * the signature is an HMAC of those bytes, and re-serialised JSON would not match. A Fastify
 * `preParsing` hook copies the stream as the JSON parser reads it, so the route keeps its body
 * limit and every other route is untouched. Registered at module init, before the server
 * starts listening (Fastify applies root hooks to every route when it becomes ready).
 */
@Injectable()
export class RawBodyHook implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('preParsing', async (request: RequestWithRawBody, _reply, payload) => {
      if (!RAW_BODY_ROUTES.has(request.routeOptions.url ?? '')) return payload;
      const chunks: Buffer[] = [];
      const copy = new Transform({
        transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
          chunks.push(chunk);
          callback(null, chunk);
        },
        flush(callback: TransformCallback) {
          request.rawBody = Buffer.concat(chunks);
          callback();
        },
      });
      return payload.pipe(copy);
    });
  }
}

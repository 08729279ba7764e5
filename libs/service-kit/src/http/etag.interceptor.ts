import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { PUBLIC_CACHE_CONTROL, etagOf } from './prepared-json';

/**
 * For public reads: an ETag on the answer and `304 Not Modified` when the browser
 * already has it. `max-age=0, must-revalidate` keeps answers fresh the moment an
 * admin change commits, while an unchanged list costs a few bytes.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        const etag = etagOf(JSON.stringify(body));
        void reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
        if (request.headers['if-none-match'] === etag) {
          void reply.status(304);
          return undefined;
        }
        return body;
      }),
    );
  }
}

import { applyDecorators, RequestMapping, RequestMethod } from '@nestjs/common';
import type { AnswerOf, Endpoint } from '@atelier/contracts';

/** A handler that answers what the endpoint answers (Nest sends a plain value or a promise of one). */
type Handler<E> = (...args: never[]) => AnswerOf<E> | Promise<AnswerOf<E>>;

/** The endpoints this process serves, by `METHOD /path/:template`: the error filter checks a refusal's code against its endpoint's. */
const served = new Map<string, Endpoint>();

/** The endpoint served at this method and route template, if it was declared with `@Serves`. */
export const servedEndpoint = (method: string, routeUrl: string | undefined): Endpoint | undefined => served.get(`${method} ${routeUrl}`);

/**
 * Serves an endpoint of @atelier/contracts (`catalogApi` and the others of site-api/, or
 * `internalApi`) at its method and path, in a `@Controller()` without a prefix. The method must
 * answer the endpoint's answer type, so the controller and its callers cannot disagree on the
 * method, the path or the answer.
 */
export function Serves<E extends Endpoint>(
  endpoint: E,
): <H extends Handler<E>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => void {
  served.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  return applyDecorators(RequestMapping({ method: RequestMethod[endpoint.method], path: endpoint.path }));
}

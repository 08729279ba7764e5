import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { CommonErrorCode } from './refusal-lists';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The `:name` segments of a path template as an object: `/api/paintings/:id` → `{ id }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string | number }
    : unknown;

/**
 * One HTTP endpoint: its method, its path (Nest's template, `:name` for a parameter) and what it
 * takes and answers. Body and answer are types always, and schemas where a caller validates at
 * run time: between services both are schemas (the internal client checks every answer); the
 * browser's endpoints (site-api/, one file per serving service, so a page loads only the ones it
 * calls) carry types only, so zod stays out of the pages' JavaScript; the server validates their
 * bodies with the schemas their types come from.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Body = unknown,
  Answer = unknown,
  Codes extends ErrorCode = ErrorCode,
> {
  readonly method: Method;
  readonly path: Path;
  readonly body?: StandardSchemaV1<Body, unknown>;
  readonly answer?: StandardSchemaV1<unknown, Answer>;
  /**
   * The error codes it refuses with, besides the common ones every endpoint may answer
   * (`COMMON_ERROR_CODES`); an endpoint that takes a body refuses it with `VALIDATION_FAILED`.
   * Callers read any other code as `INTERNAL_ERROR` (`errorCodeOf`).
   */
  readonly refusals: readonly Codes[];
  /** Never set: carries the types of an endpoint without schemas. */
  readonly types?: { body: Body; answer: Answer; codes: Codes };
}

/** A body type taken from the schema the serving controller validates it with (its input: what callers send). */
export type BodyFrom<Schema extends z.ZodType> = z.input<Schema>;

export type BodyOf<E> = E extends Endpoint<HttpMethod, string, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<HttpMethod, string, unknown, infer Answer> ? Answer : never;
export type ParamsOf<E> = E extends Endpoint<HttpMethod, infer Path> ? PathParams<Path> : never;
/** Every code a call of the endpoint may fail with: its own refusals and the common codes. */
export type RefusalOf<E> = E extends Endpoint<HttpMethod, string, unknown, unknown, infer Codes> ? Codes | CommonErrorCode : never;

/** What a call of the endpoint sends: path parameters when its path has some, a body when it takes one. */
export type CallInput<E> = (unknown extends ParamsOf<E> ? { params?: never } : { params: ParamsOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });

interface EndpointBuilder<Method extends HttpMethod, Path extends string, Body, Answer, Codes extends ErrorCode> extends Endpoint<
  Method,
  Path,
  Body,
  Answer,
  Codes
> {
  /** The body it takes: a schema (its input is the type callers send), or only its type (`takes<T>()`); either may be refused with `VALIDATION_FAILED`. */
  takes<NewBody>(
    schema: StandardSchemaV1<NewBody, unknown>,
  ): EndpointBuilder<Method, Path, NewBody, Answer, Codes | 'VALIDATION_FAILED'> & { readonly body: StandardSchemaV1<NewBody, unknown> };
  takes<NewBody>(): EndpointBuilder<Method, Path, NewBody, Answer, Codes | 'VALIDATION_FAILED'>;
  /** What it answers: a schema, or only its type (`answers<T>()`). */
  answers<NewAnswer>(
    schema: StandardSchemaV1<unknown, NewAnswer>,
  ): EndpointBuilder<Method, Path, Body, NewAnswer, Codes> & { readonly answer: StandardSchemaV1<unknown, NewAnswer> };
  answers<NewAnswer>(): EndpointBuilder<Method, Path, Body, NewAnswer, Codes>;
  /** The codes it refuses with (besides the common ones and a body's `VALIDATION_FAILED`). */
  refuses<NewCodes extends ErrorCode>(...codes: readonly NewCodes[]): EndpointBuilder<Method, Path, Body, Answer, Codes | NewCodes>;
}

/** Starts an endpoint that takes no body, answers nothing and refuses nothing of its own; `.takes()`, `.answers()` and `.refuses()` say more. */
export function endpoint<Method extends HttpMethod, Path extends string>(
  method: Method,
  path: Path,
): EndpointBuilder<Method, Path, undefined, void, never> {
  return build({ method, path, refusals: [] });
}

function build<Method extends HttpMethod, Path extends string, Body, Answer, Codes extends ErrorCode>(
  fields: Endpoint<Method, Path, Body, Answer, Codes>,
): EndpointBuilder<Method, Path, Body, Answer, Codes> {
  const { method, path, body, answer, refusals } = fields;
  const withCodes = (codes: readonly ErrorCode[]) => [...new Set([...refusals, ...codes])] as never[];
  // The overloads above say, in types, which schemas are there; at run time a missing one is undefined.
  return {
    ...fields,
    takes: ((newBody?: StandardSchemaV1<unknown, unknown>) =>
      build({ method, path, answer, body: newBody, refusals: withCodes(['VALIDATION_FAILED']) })) as never,
    answers: ((newAnswer?: StandardSchemaV1<unknown, unknown>) => build({ method, path, body, answer: newAnswer, refusals })) as never,
    refuses: ((...codes: ErrorCode[]) => build({ method, path, body, answer, refusals: withCodes(codes) })) as never,
  };
}

/** The endpoint's path with its parameters filled in, each one URL-encoded. */
export function endpointPath<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

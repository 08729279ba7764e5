import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod';

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
export interface Endpoint<Method extends HttpMethod = HttpMethod, Path extends string = string, Body = unknown, Answer = unknown> {
  readonly method: Method;
  readonly path: Path;
  readonly body?: StandardSchemaV1<Body, unknown>;
  readonly answer?: StandardSchemaV1<unknown, Answer>;
  /** Never set: carries the types of an endpoint without schemas. */
  readonly types?: { body: Body; answer: Answer };
}

/** A body type taken from the schema the serving controller validates it with (its input: what callers send). */
export type BodyFrom<Schema extends z.ZodType> = z.input<Schema>;

export type BodyOf<E> = E extends Endpoint<HttpMethod, string, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<HttpMethod, string, unknown, infer Answer> ? Answer : never;
export type ParamsOf<E> = E extends Endpoint<HttpMethod, infer Path> ? PathParams<Path> : never;

/** What a call of the endpoint sends: path parameters when its path has some, a body when it takes one. */
export type CallInput<E> = (unknown extends ParamsOf<E> ? { params?: never } : { params: ParamsOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });

interface EndpointBuilder<Method extends HttpMethod, Path extends string, Body, Answer> extends Endpoint<Method, Path, Body, Answer> {
  /** The body it takes: a schema (its input is the type callers send), or only its type (`takes<T>()`). */
  takes<NewBody>(
    schema: StandardSchemaV1<NewBody, unknown>,
  ): EndpointBuilder<Method, Path, NewBody, Answer> & { readonly body: StandardSchemaV1<NewBody, unknown> };
  takes<NewBody>(): EndpointBuilder<Method, Path, NewBody, Answer>;
  /** What it answers: a schema, or only its type (`answers<T>()`). */
  answers<NewAnswer>(
    schema: StandardSchemaV1<unknown, NewAnswer>,
  ): EndpointBuilder<Method, Path, Body, NewAnswer> & { readonly answer: StandardSchemaV1<unknown, NewAnswer> };
  answers<NewAnswer>(): EndpointBuilder<Method, Path, Body, NewAnswer>;
}

/** Starts an endpoint that takes no body and answers nothing; `.takes()` and `.answers()` say more. */
export function endpoint<Method extends HttpMethod, Path extends string>(
  method: Method,
  path: Path,
): EndpointBuilder<Method, Path, undefined, void> {
  return build({ method, path });
}

function build<Method extends HttpMethod, Path extends string, Body, Answer>(
  fields: Endpoint<Method, Path, Body, Answer>,
): EndpointBuilder<Method, Path, Body, Answer> {
  // The overloads above say, in types, which schemas are there; at run time a missing one is undefined.
  return {
    ...fields,
    takes: (<NewBody>(body?: StandardSchemaV1<NewBody, unknown>) =>
      build<Method, Path, NewBody, Answer>({ method: fields.method, path: fields.path, answer: fields.answer, body })) as never,
    answers: (<NewAnswer>(answer?: StandardSchemaV1<unknown, NewAnswer>) =>
      build<Method, Path, Body, NewAnswer>({ method: fields.method, path: fields.path, body: fields.body as never, answer })) as never,
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

/**
 * Abuse bodies for a public write, built from one valid example of its JSON body.
 *
 * `malformed` cases must be refused (4xx, nothing stored): each breaks the body's shape, a
 * field's type, a required field, a length limit or the JSON itself. `hostile` cases are
 * well-formed but nasty: script and SQL text, odd unicode, header injection, unknown extra
 * fields. They are kept apart on purpose: `<script>` in an enquiry's message is a valid enquiry
 * (it is data, escaped where it is shown), and our schemas drop unknown fields rather than refuse
 * them, so such a request may succeed. For those only "never 5xx, always JSON" holds, and what is
 * accepted must be stored verbatim.
 *
 * Nested objects of the example (a checkout's shipping address) are broken field by field too,
 * with dotted paths.
 */
export interface AbuseCase {
  name: string;
  /** Exactly what is sent; undefined sends no body at all. */
  body?: string | Buffer;
  /** The Content-Type header; undefined sends none. */
  contentType?: string;
}

export interface AbuseCases {
  malformed: AbuseCase[];
  hostile: AbuseCase[];
}

export interface AbuseOptions {
  /** Dotted paths of fields the route may do without: missing, null or blank is no fault there. */
  optional?: string[];
  /** Dotted paths of fields where whitespace is content (a password): blank is no fault there. */
  untrimmed?: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const JSON_TYPE = 'application/json';
const HUGE = 100_000;
/** Deep enough to overflow a recursive parser or validator; JSON.parse copes. */
const DEEP = 5000;

export const SCRIPT_PAYLOAD = '<script>alert(1)</script>';
export const SQL_PAYLOAD = "'; DROP TABLE x; --";

/** Not JSON, in a value's place: what hand-written or buggy serialisers send. */
const INVALID_LITERALS = [
  'undefined',
  'NaN',
  '-Infinity',
  "'single quoted'",
  '"unterminated',
  '',
  '0x10',
  '01',
  '1.',
  '.5',
  '+1',
  '1e',
  'tru',
  'nul',
  '[1,]',
  '{"a"}',
  '{a:1}',
  '"\\x41"',
  '"\\u12"',
  '"a\tb"',
];

const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number): string => '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);

/** Values of a type other than the field's, and numbers no field may hold. */
function wrongValues(valid: Json, optional: boolean): { name: string; value: Json }[] {
  const values: { name: string; value: Json }[] = [
    { name: 'true', value: true },
    { name: 'false', value: false },
    { name: 'empty array', value: [] },
    { name: 'array of the valid value', value: [valid] },
    { name: 'nested array of the valid value', value: [[valid]] },
    { name: 'empty object', value: {} },
    { name: 'object wrapping the valid value', value: { value: valid } },
    { name: 'query operator object', value: { $gt: '' } },
    { name: 'array of nulls', value: [null, null] },
    { name: 'array of the valid value twice', value: [valid, valid] },
    { name: 'object with a toString key', value: { toString: valid } },
  ];
  if (typeof valid === 'number') {
    values.push(
      { name: 'zero', value: 0 },
      { name: 'negative', value: -1 },
      { name: 'past int4', value: 2 ** 31 },
      { name: 'unsafe integer', value: 2 ** 53 + 2 },
      { name: 'huge number', value: 1e308 },
      { name: 'word', value: 'abc' },
      { name: 'number overflowing to Infinity', value: '9'.repeat(400) },
    );
    if (!optional) values.push({ name: 'blank string', value: '   ' });
  } else {
    values.push(
      { name: 'number', value: 12345 },
      { name: 'zero', value: 0 },
      { name: 'negative', value: -1 },
      { name: 'fraction', value: 1.5 },
      { name: 'huge number', value: 1e308 },
      { name: 'tiny number', value: 5e-324 },
      { name: 'negative zero', value: -0 },
      { name: `${HUGE} character string`, value: 'x'.repeat(HUGE) },
      { name: 'NUL character', value: `${String(valid)}\u0000` },
    );
  }
  return values;
}

/** Paths of the example's leaves, nested objects included. */
function leaves(value: JsonObject, prefix = ''): { path: string; value: Json }[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' && !Array.isArray(child)
      ? leaves(child, `${prefix}${key}.`)
      : [{ path: `${prefix}${key}`, value: child }],
  );
}

/** A deep copy of `body` with the field at `path` set (or removed, with `remove`). */
function withField(body: JsonObject, path: string, value: Json, remove = false): JsonObject {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let parent = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as JsonObject;
  const last = keys[keys.length - 1]!;
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The example as JSON with `raw` (already JSON text) in place of one field's value. */
function withRawField(body: JsonObject, path: string, raw: string): string {
  const marker = '__abuse_raw_marker__';
  return JSON.stringify(withField(body, path, marker)).replace(`"${marker}"`, raw);
}

/** The top-level fields as an HTML form would send them. */
const formEncoded = (body: JsonObject): string =>
  new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])).toString();

const json = (name: string, value: Json): AbuseCase => ({ name, body: JSON.stringify(value), contentType: JSON_TYPE });
const raw = (name: string, body: string | Buffer): AbuseCase => ({ name, body, contentType: JSON_TYPE });

export function malformedBodies(example: Readonly<Record<string, unknown>>, options: AbuseOptions = {}): AbuseCases {
  const valid = example as JsonObject;
  const optional = new Set(options.optional ?? []);
  const text = JSON.stringify(valid);
  const malformed: AbuseCase[] = [];
  const hostile: AbuseCase[] = [];

  for (const { path, value } of leaves(valid)) {
    const field = (name: string, changed: Json) => malformed.push(json(`${path}: ${name}`, withField(valid, path, changed)));
    if (!optional.has(path)) {
      malformed.push(json(`${path}: missing`, withField(valid, path, null, true)));
      field('null', null);
      if (typeof value === 'string') {
        field('empty string', '');
        if (!options.untrimmed?.includes(path)) field('blank string', '  \t\n ');
      }
      // The key misspelt: the field is as good as missing.
      const keys = path.split('.');
      const misspelt = [...keys.slice(0, -1), keys[keys.length - 1]!.toUpperCase()].join('.');
      if (misspelt !== path)
        malformed.push(json(`${path}: key in upper case`, withField(withField(valid, path, null, true), misspelt, value)));
      // JSON.parse keeps the last of two equal keys.
      if (!path.includes('.'))
        malformed.push(raw(`${path}: repeated, the repeat null`, `${text.slice(0, -1)},${JSON.stringify(path)}:null}`));
    }
    for (const wrong of wrongValues(value, optional.has(path))) field(wrong.name, wrong.value);
    malformed.push(raw(`${path}: ${DEEP}-deep array`, withRawField(valid, path, deepArray(DEEP))));
    malformed.push(raw(`${path}: ${DEEP}-deep object`, withRawField(valid, path, deepObject(DEEP))));
    for (const literal of INVALID_LITERALS)
      malformed.push(raw(`${path}: invalid JSON value ${literal}`, withRawField(valid, path, literal)));

    if (typeof value === 'string') {
      const nasty = (name: string, changed: string) => hostile.push(json(`${path}: ${name}`, withField(valid, path, changed)));
      nasty('script', `${value} ${SCRIPT_PAYLOAD}`);
      nasty('only script', SCRIPT_PAYLOAD);
      nasty('SQL', `${value}${SQL_PAYLOAD}`);
      nasty('only SQL', SQL_PAYLOAD);
      nasty('header injection', `${value}\r\nBcc: victim@example.com`);
      nasty('emoji, right-to-left override and zero-width space', `${value} 🎨\u202Eevil\u200B`);
      nasty('lone surrogate', `${value}\ud800`);
      nasty('control characters', `${value}\u0007\u001b[31m`);
    }
  }

  // Several fields broken at once.
  const fields = leaves(valid).map((leaf) => leaf.path);
  malformed.push(
    json(
      'every field null',
      fields.reduce((body, path) => withField(body, path, null), valid),
    ),
  );
  malformed.push(
    json(
      'every field an array',
      fields.reduce((body, path) => withField(body, path, []), valid),
    ),
  );
  malformed.push(
    json(
      'every field a number',
      fields.reduce((body, path) => withField(body, path, 7), valid),
    ),
  );

  // The body is not an object.
  for (const [name, value] of [
    ['empty object', {}],
    ['empty array', []],
    ['array holding the valid body', [valid]],
    ['number', 42],
    ['string', 'hello'],
    ['the valid body as a JSON string', text],
    ['true', true],
    ['null', null],
  ] as [string, Json][]) {
    malformed.push(json(`body: ${name}`, value));
  }
  malformed.push(raw(`body: ${DEEP}-deep array`, deepArray(DEEP)));
  malformed.push(raw(`body: ${DEEP}-deep object`, deepObject(DEEP)));
  malformed.push(raw('body: 100000-deep array', deepArray(100_000)));
  malformed.push(raw('body: prototype pollution', `{"__proto__":{"isAdmin":true},${text.slice(1)}`));
  malformed.push(raw('body: constructor pollution', `{"constructor":{"prototype":{"isAdmin":true}},${text.slice(1)}`));
  malformed.push(raw('body: over the body limit', JSON.stringify({ ...valid, padding: 'x'.repeat(2 * 1024 * 1024) })));

  // Not JSON at all, though it says so.
  for (const [name, body] of [
    ['empty', ''],
    ['whitespace', ' \n\t '],
    ['only an opening brace', '{'],
    ['only a closing brace', '}'],
    ['trailing garbage', `${text}garbage`],
    ['two bodies', `${text}${text}`],
    ['trailing comma', `${text.slice(0, -1)},}`],
    ['single quotes', text.replace(/"/g, "'")],
    ['unquoted keys', text.replace(/"(\w+)":/g, '$1:')],
    ['a comment', `/* hi */${text}`],
    ['NaN', '{"value":NaN}'],
    ['Infinity', '{"value":Infinity}'],
    ['undefined', 'undefined'],
    ['leading zeros', '{"value":007}'],
    ['raw control character in a string', `{"value":"a\u0001b"}`],
    ['bad escape', '{"value":"\\x41"}'],
    ['byte order mark then garbage', '\ufeff{garbage'],
    ['only a byte order mark', '\ufeff'],
    ['XML', '<?xml version="1.0"?><body/>'],
    ['missing colon', '{"a" 1}'],
    ['missing comma', '{"a":1 "b":2}'],
    ['leading comma', '{,"a":1}'],
    ['extra closing brace', '{"a":1}}'],
    ['object in an object without a key', '{{}}'],
    ['mismatched brackets', '[}'],
    ['mismatched braces', '{]'],
    ['two numbers', '1 2'],
    ['short unicode escape', '{"a":"\\u00"}'],
    ['number too big for a double', '{"a":1e99999}'],
    ['NUL key', '{"\\u0000":1}'],
    ['lone surrogate string', '"\\ud800"'],
    ['key without quotes or value', '{a}'],
    ['array with holes', '[1,,2]'],
    ['trailing dot', '{"a":1.}'],
    ['hex escape in a key', '{"\\x61":1}'],
    ['raw newline in a string', '{"a":"line\nbreak"}'],
    ['raw tab in a key', '{"a\tb":1}'],
    ['JavaScript, not JSON', '({a: 1})'],
    ['JSONP', 'callback({"a":1})'],
    ['YAML', 'a: 1\nb: 2'],
    ['only a string quote', '"'],
    ['lone backslash', '\\'],
    ['minus sign alone', '-'],
    ['true in capitals', 'TRUE'],
    ['null in capitals', 'NULL'],
    ['form encoding', formEncoded(valid)],
  ] as [string, string][]) {
    malformed.push(raw(`not JSON: ${name}`, body));
  }
  malformed.push(raw('not JSON: invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])));
  malformed.push(raw('not JSON: UTF-16', Buffer.from(text, 'utf16le')));
  // Every cut of the valid body, as a dropped connection would leave it.
  const step = Math.max(1, Math.floor(text.length / 60));
  for (let end = 1; end < text.length; end += step) malformed.push(raw(`not JSON: cut after ${end} characters`, text.slice(0, end)));

  // The valid body with a raw control character (never allowed in JSON) at evenly spaced positions.
  for (let at = 0; at <= text.length; at += step)
    malformed.push(raw(`not JSON: control character at ${at}`, `${text.slice(0, at)}\u0001${text.slice(at)}`));

  // ...and with one stray double quote: quotes no longer pair up (unless it lands after a backslash).
  for (let at = 0; at <= text.length; at += step) {
    if (text[at - 1] !== '\\') malformed.push(raw(`not JSON: stray quote at ${at}`, `${text.slice(0, at)}"${text.slice(at)}`));
  }

  // The valid body, but not sent as JSON.
  const boundary = 'abuse-boundary';
  const multipart = Object.entries(valid)
    .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`)
    .join('');
  for (const [name, body, contentType] of [
    ['no content type', text, undefined],
    ['text/plain', text, 'text/plain'],
    ['form-urlencoded', formEncoded(valid), 'application/x-www-form-urlencoded'],
    ['multipart', `${multipart}--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
    ['XML type', text, 'application/xml'],
    ['HTML type', text, 'text/html'],
    ['octet-stream', text, 'application/octet-stream'],
    ['JSON look-alike type', text, 'application/jsonx'],
  ] as [string, string, string | undefined][]) {
    malformed.push({ name: `wrong content type: ${name}`, body, contentType });
  }
  malformed.push({ name: 'no body, JSON type', contentType: JSON_TYPE });
  malformed.push({ name: 'no body, no type' });

  // Well-formed, and maybe accepted: the schemas drop what they do not know.
  hostile.push(json('extra field', { ...valid, isAdmin: true }));
  hostile.push(
    json('extra fields overriding server decisions', { ...valid, id: 1, status: 'confirmed', amount: 0.01, createdAt: '2000-01-01' }),
  );
  hostile.push(raw(`extra field ${DEEP} deep`, `${text.slice(0, -1)},"extra":${deepObject(DEEP)}}`));
  hostile.push(json(`extra field of ${HUGE} characters`, { ...valid, extra: 'x'.repeat(HUGE) }));
  hostile.push(raw('byte order mark before the body', `\ufeff${text}`));
  hostile.push({ name: 'JSON with a charset', body: text, contentType: 'application/json; charset=utf-8' });

  return { malformed, hostile };
}

export interface AbuseAnswer {
  case: AbuseCase;
  status: number;
  contentType: string;
  /** Parsed JSON, or undefined when the answer was not JSON. */
  body: unknown;
}

/**
 * Sends every case to one route, a few at a time. `headers(index)` adds headers per request,
 * e.g. a distinct X-Forwarded-For so a per-address rate limit never answers instead.
 */
export async function sendAbuse(
  url: string,
  cases: AbuseCase[],
  {
    method = 'POST',
    headers = () => ({}),
    concurrency = 8,
  }: { method?: string; headers?: (index: number) => Record<string, string>; concurrency?: number } = {},
): Promise<AbuseAnswer[]> {
  const answers: AbuseAnswer[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const abuse = cases[index]!;
      const response = await fetch(url, {
        method,
        headers: { ...(abuse.contentType ? { 'content-type': abuse.contentType } : {}), ...headers(index) },
        body: abuse.body,
      });
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      answers[index] = { case: abuse, status: response.status, contentType, body };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** The answers that break the rule for a refused request: 4xx, JSON, `{statusCode, message}`. */
export function notRefusedProperly(answers: AbuseAnswer[]): { name: string; status: number; body: unknown }[] {
  return answers
    .filter(({ status, contentType, body }) => {
      const error = body as { statusCode?: unknown; message?: unknown } | undefined;
      return !(
        status >= 400 &&
        status < 500 &&
        status !== 429 &&
        contentType.startsWith('application/json') &&
        error?.statusCode === status &&
        typeof error.message === 'string' &&
        error.message.length > 0
      );
    })
    .map(({ case: abuse, status, body }) => ({ name: abuse.name, status, body }));
}

/** The answers that break the rule for any request: never 5xx, always JSON. */
export function failedBadly(answers: AbuseAnswer[]): { name: string; status: number; body: unknown }[] {
  return answers
    .filter(({ status, contentType }) => status >= 500 || !contentType.startsWith('application/json'))
    .map(({ case: abuse, status, body }) => ({ name: abuse.name, status, body }));
}

/**
 * Sends `max` valid requests from one address, which must all succeed, then one more, which must answer 429 with a whole number of seconds in Retry-After and a JSON error.
 */
export async function expectRateLimit(send: (attempt: number) => Promise<Response>, max: number, message: string): Promise<void> {
  for (let attempt = 1; attempt <= max; attempt++) {
    const response = await send(attempt);
    await response.arrayBuffer();
    // Each of these is accepted: proof the example is valid, so the malformed cases built from it test something.
    expect({ attempt, ok: response.ok }).toEqual({ attempt, ok: true });
  }
  const over = await send(max + 1);
  expect(over.status).toBe(429);
  expect(over.headers.get('content-type')).toMatch(/^application\/json/);
  expect(over.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(await over.json()).toMatchObject({ statusCode: 429, message });
}

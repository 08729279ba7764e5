import type { RuntimeConfig } from '@atelier/contracts';
import { resetRuntimeConfig } from '../runtime/runtimeConfig';

/** What `/runtime-config.json` answers in tests unless a test answers it itself. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {},
  map: { tileUrl: 'https://tiles.example/{z}/{y}/{x}', geocoderUrl: '' },
  ipLocationUrl: '',
  stripePublishableKey: null,
  paypalClientId: null,
};

/** A call the page made, as `mockApi` recorded it (`body` parsed from JSON when there is one). */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** An answer: its status (200 unless said) and body (sent as JSON unless a string). */
export interface AnswerBody {
  status?: number;
  body?: unknown;
}

/** An answer, or a function of the call that gives one (a promise that never settles: no answer yet). */
export type Answer = AnswerBody | ((call: RecordedCall) => AnswerBody | Promise<AnswerBody>);

/** Answered unless a test answers them: the runtime config, and exchange rates never (prices keep the static rates, no late re-render). */
const DEFAULT_ANSWERS: Record<string, Answer> = {
  'GET /runtime-config.json': { body: TEST_RUNTIME_CONFIG },
  'GET /api/exchange-rates': () => new Promise<never>(() => {}),
};

/**
 * Answers the page's fetch calls with real `Response`s and records them (but those only the
 * defaults answer: the frame's, not the page's). A route is
 * `"METHOD /path"`, which answers whatever the query, or `"METHOD /path?query"`, which answers
 * that query only (and wins). An unknown call answers 599 and logs an error naming it. The
 * runtime config is read afresh (it is otherwise read once per page).
 */
export function mockApi(routes: Record<string, Answer> = {}): RecordedCall[] {
  resetRuntimeConfig();
  const answers = { ...DEFAULT_ANSWERS, ...routes };
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = { method, url, body: typeof init?.body === 'string' ? parseBody(init.body) : undefined };
    const pathAndQuery = url.replace(/^https?:\/\/[^/]+/, '');
    const route = [`${method} ${pathAndQuery}`, `${method} ${pathAndQuery.split('?')[0]}`].find((key) => key in answers);
    if (!route || route in routes) calls.push(call);
    const answer = route && answers[route];
    if (!answer) {
      console.error(`Unexpected call: ${method} ${url}`);
      return new Response('{"message":"unexpected"}', { status: 599 });
    }
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

#!/usr/bin/env node
// A local stand-in for the parts of the Stripe API svc-commerce uses, for integration tests,
// browser journeys and `npm run dev` (these machines cannot reach Stripe):
//   POST /v1/payment_intents            create (form-encoded, Idempotency-Key honoured)
//   GET  /v1/payment_intents/{id}       retrieve (expand[]=latest_charge embeds the charge)
//   POST /v1/payment_intents/{id}/confirm  what Stripe.js does in the browser (publishable key plus
//                                       client_secret, as Stripe.js sends them): the payment succeeds
//                                       (or fails with payment_method=pm_card_chargeDeclined) and,
//                                       when a webhook URL is set, payment_intent.succeeded is delivered
//   POST /v1/refunds                    refund a succeeded intent (Idempotency-Key honoured)
// and signs webhooks exactly as Stripe does: Stripe-Signature t=…,v1=HMAC-SHA256(`${t}.${payload}`).
//
// CLI: node scripts/fakes/stripe.mjs [--port 12111] [--webhook-url URL] [--webhook-secret whsec_…]
//      (or FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET); then point
//      STRIPE_API_BASE at the printed URL and use any sk_test_… / pk_test_… keys.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_atelier_0123456789';
const API_VERSION = '2026-10-28.endive';

const id = (prefix) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Starts the fake. `webhookUrl` (optional) receives signed events when an intent is confirmed
 * over HTTP. Answers the URL, the state (intents, refunds, every request) and test helpers.
 */
export async function startFakeStripe({ port = 0, host = '127.0.0.1', webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET, webhookUrl } = {}) {
  const state = {
    /** @type {Map<string, any>} */
    paymentIntents: new Map(),
    /** @type {Map<string, any>} */
    charges: new Map(),
    /** @type {any[]} */
    refunds: [],
    /** Every API request: { method, path, idempotencyKey, params }. */
    requests: [],
    /** Idempotency-Key → { fingerprint, status, body }. */
    idempotent: new Map(),
    webhookUrl,
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = { ...parseForm(url.searchParams), ...parseForm(new URLSearchParams(raw)) };
      const idempotencyKey = header(request, 'idempotency-key');
      state.requests.push({ method: request.method, path: url.pathname, idempotencyKey, params });
      const send = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      const key = /^Bearer ((sk|pk)_\S+)$/.exec(header(request, 'authorization') ?? '');
      if (!key) return send(401, stripeError('invalid_request_error', 'Invalid API Key provided', 'api_key_invalid'));
      // Stripe.js in the browser holds only the publishable key: it may read and confirm the
      // intent whose client secret it was given, nothing else.
      if (key[2] === 'pk') {
        const intentId = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname)?.[1];
        const intent = intentId ? state.paymentIntents.get(intentId) : undefined;
        if (!intent || params.client_secret !== intent.client_secret) {
          return send(401, stripeError('invalid_request_error', 'This API call cannot be made with a publishable API key.'));
        }
      }
      // Stripe replays the first answer for a repeated key, and refuses the key with other parameters.
      if (request.method === 'POST' && idempotencyKey) {
        const fingerprint = `${url.pathname} ${JSON.stringify(params)}`;
        const seen = state.idempotent.get(idempotencyKey);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            return send(
              400,
              stripeError(
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              ),
            );
          }
          return send(seen.status, seen.body);
        }
        const [status, body] = route(request.method, url.pathname, params);
        if (status < 500) state.idempotent.set(idempotencyKey, { fingerprint, status, body });
        return send(status, body);
      }
      const [status, body] = route(request.method, url.pathname, params);
      return send(status, body);
    });
  });

  function route(method, path, params) {
    let match;
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = state.paymentIntents.get(match[1]);
      if (!intent) return [404, stripeError('invalid_request_error', `No such payment_intent: '${match[1]}'`, 'resource_missing')];
      return [200, expand(intent, params.expand)];
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)) && method === 'POST') {
      const intent = state.paymentIntents.get(match[1]);
      if (!intent) return [404, stripeError('invalid_request_error', `No such payment_intent: '${match[1]}'`, 'resource_missing')];
      if (intent.status === 'succeeded') {
        return [400, stripeError('invalid_request_error', 'This PaymentIntent has already succeeded.', 'payment_intent_unexpected_state')];
      }
      if (params.payment_method === 'pm_card_chargeDeclined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return [402, { error: { ...intent.last_payment_error, payment_intent: intent } }];
      }
      const event = succeed(intent.id, params.payment_method_data?.billing_details);
      if (state.webhookUrl) {
        // Stripe delivers asynchronously, after the browser already has its answer.
        setTimeout(() => deliverWebhook(state.webhookUrl, event).catch(() => undefined), 50);
      }
      return [200, intent];
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  function createPaymentIntent(params) {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return [400, stripeError('invalid_request_error', 'Amount must be at least 50 cents', 'amount_too_small', 'amount')];
    }
    if (!/^[a-z]{3}$/.test(params.currency ?? '')) {
      return [400, stripeError('invalid_request_error', 'Invalid currency', 'parameter_invalid', 'currency')];
    }
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: params.automatic_payment_methods.enabled === 'true' } : null,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      currency: params.currency,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      receipt_email: params.receipt_email ?? null,
      shipping: params.shipping ?? null,
      status: 'requires_payment_method',
    };
    state.paymentIntents.set(intentId, intent);
    return [200, intent];
  }

  function createRefund(params) {
    const intent = state.paymentIntents.get(params.payment_intent ?? '');
    if (!intent) {
      return [400, stripeError('invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, 'resource_missing')];
    }
    const charge = state.charges.get(intent.latest_charge);
    if (intent.status !== 'succeeded' || !charge) {
      return [400, stripeError('invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.')];
    }
    if (charge.refunded) {
      return [400, stripeError('invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')];
    }
    const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: intent.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: 'succeeded',
    };
    state.refunds.push(refund);
    return [200, refund];
  }

  /** The browser confirmed and the card worked: the intent succeeds with a charge. Answers the event. */
  function succeed(intentId, billingDetails = {}) {
    const intent = state.paymentIntents.get(intentId);
    if (!intent) throw new Error(`fake Stripe: no payment intent ${intentId}`);
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      billing_details: {
        address: billingDetails.address ?? null,
        email: billingDetails.email ?? null,
        name: billingDetails.name ?? null,
        phone: billingDetails.phone ?? null,
      },
      currency: intent.currency,
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
    };
    state.charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id });
    return event('payment_intent.succeeded', intent);
  }

  function expand(intent, fields) {
    const wanted = Array.isArray(fields) ? fields : fields ? [fields] : [];
    if (!wanted.includes('latest_charge') || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: state.charges.get(intent.latest_charge) };
  }

  /** A Stripe event around a copy of `object`, as Stripe would send it. */
  function event(type, object) {
    return {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The Stripe-Signature header value for a payload. */
  function sign(payload, { timestamp = now(), secret = webhookSecret } = {}) {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /**
   * POSTs a signed event to `url` as Stripe does. `timestamp` backdates the signature,
   * `tamper` changes the body after signing, `secret` signs with another key.
   */
  async function deliverWebhook(url, evt, { timestamp, secret, tamper = false } = {}) {
    const payload = JSON.stringify(evt, null, 2);
    const signature = sign(payload, { timestamp, secret });
    const body = tamper ? payload.replace(/"amount": (\d+)/, (_, amount) => `"amount": ${Number(amount) + 100}`) : payload;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    state,
    webhookSecret,
    succeed,
    event,
    sign,
    deliverWebhook,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function header(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function stripeError(type, message, code, param) {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}

/** Stripe's form encoding (`shipping[address][line1]=…`, `expand[0]=…`) to nested objects and arrays. */
export function parseForm(searchParams) {
  const root = {};
  for (const [key, value] of searchParams) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return arrays(root);
}

function arrays(node) {
  if (typeof node !== 'object' || node === null) return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(node[key])]));
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) ? keys.map((key) => converted[key]) : converted;
}

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startFakeStripe({
    port: Number(option('port') ?? process.env.FAKE_STRIPE_PORT ?? 12111),
    webhookUrl: option('webhook-url') ?? process.env.FAKE_STRIPE_WEBHOOK_URL,
    webhookSecret: option('webhook-secret') ?? process.env.STRIPE_WEBHOOK_SECRET ?? FAKE_STRIPE_WEBHOOK_SECRET,
  }).then((fake) => {
    process.stdout.write(
      `Fake Stripe on ${fake.url} (webhooks ${fake.state.webhookUrl ?? 'off'}, secret ${fake.webhookSecret})\n` +
        `  STRIPE_API_BASE=${fake.url} STRIPE_SECRET_KEY=sk_test_fake STRIPE_PUBLISHABLE_KEY=pk_test_fake STRIPE_WEBHOOK_SECRET=${fake.webhookSecret}\n`,
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => fake.close().then(() => process.exit(0)));
  });
}

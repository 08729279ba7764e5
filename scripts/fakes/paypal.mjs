#!/usr/bin/env node
// A local stand-in for the parts of the PayPal REST API svc-commerce uses, for integration
// tests, browser journeys and `npm run dev`:
//   POST /v1/oauth2/token                        client-credentials token (Basic auth)
//   POST /v1/identity/generate-token             client token for the JS SDK
//   POST /v2/checkout/orders                     create an order (PayPal-Request-Id honoured)
//   GET  /v2/checkout/orders/{id}                show it
//   POST /v2/checkout/orders/{id}/capture        capture it (PayPal-Request-Id: a repeat answers the first result)
//   POST /v2/payments/captures/{id}/refund       refund a capture (PayPal-Request-Id honoured)
// Buyer approval happens in PayPal's window, which the fake cannot show: orders count as
// approved unless started with `autoApprove: false`, and `approve(id, payer)` (or
// POST /__fake/orders/{id}/approve) stands in for the buyer.
//
// CLI: node scripts/fakes/paypal.mjs [--port 12112]  (or FAKE_PAYPAL_PORT); then set
//      PAYPAL_BASE_URL to the printed URL with any PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const upper = (length) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(length, 'X')
    .slice(0, length);

const DEFAULT_PAYER = {
  name: { given_name: 'Pat', surname: 'Buyer' },
  email_address: 'pat.buyer@example.com',
  payer_id: 'FAKEPAYER123',
};

/**
 * Starts the fake. With `clientId`/`clientSecret` given, other credentials are refused.
 * Answers the URL, the state (orders, captures, refunds, every request) and test helpers.
 */
export async function startFakePaypal({ port = 0, host = '127.0.0.1', clientId, clientSecret, autoApprove = true } = {}) {
  const state = {
    /** @type {Map<string, any>} */
    orders: new Map(),
    /** @type {Map<string, any>} capture id → { capture, orderId, refunded } */
    captures: new Map(),
    /** @type {any[]} */
    refunds: [],
    /** Every API request: { method, path, requestId, body }. */
    requests: [],
    /** `${path} ${PayPal-Request-Id}` → [status, body]. */
    idempotent: new Map(),
    tokens: new Set(),
    /** Makes the next capture fail with this issue (e.g. INSTRUMENT_DECLINED). */
    failNextCapture: null,
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const requestId = header(request, 'paypal-request-id');
      let body;
      try {
        body = /json/.test(header(request, 'content-type') ?? '') && raw ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
      } catch {
        return send(400, paypalError('INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'));
      }
      state.requests.push({ method: request.method, path: url.pathname, requestId, body });

      function send(status, payload) {
        response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': upper(13).toLowerCase() });
        response.end(JSON.stringify(payload));
      }

      if (url.pathname === '/v1/oauth2/token' && request.method === 'POST') return send(...token(request, body));
      if (url.pathname.startsWith('/__fake/')) return send(...fakeControl(request.method, url.pathname, body));
      const bearer = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '')?.[1];
      if (!bearer || !state.tokens.has(bearer)) {
        return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      }
      // PayPal answers a repeated PayPal-Request-Id with the first result instead of acting again.
      if (request.method === 'POST' && requestId) {
        const key = `${url.pathname} ${requestId}`;
        const seen = state.idempotent.get(key);
        if (seen) return send(...seen);
        const result = route(request.method, url.pathname, body);
        if (result[0] < 500) state.idempotent.set(key, result);
        return send(...result);
      }
      return send(...route(request.method, url.pathname, body));
    });
  });

  function token(request, body) {
    const basic = /^Basic (.+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    const [givenId, givenSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    if (body.grant_type !== 'client_credentials')
      return [400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }];
    if (!givenId || (clientId && (givenId !== clientId || givenSecret !== clientSecret))) {
      return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    state.tokens.add(accessToken);
    return [
      200,
      {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    ];
  }

  function route(method, path, body) {
    let match;
    if (method === 'POST' && path === '/v1/identity/generate-token') {
      return [200, { client_token: Buffer.from(JSON.stringify({ fake: true, at: Date.now() })).toString('base64'), expires_in: 3600 }];
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && method === 'GET') {
      const order = state.orders.get(match[1]);
      return order ? [200, order] : [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)) && method === 'POST') return capture(match[1]);
    if ((match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)) && method === 'POST') return refund(match[1], body);
    return [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
  }

  function createOrder(body) {
    const unit = body.purchase_units?.[0];
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') return [400, paypalError('INVALID_REQUEST', 'INVALID_PARAMETER_VALUE')];
    if (!unit?.amount?.currency_code || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value ?? '')) {
      return [422, paypalError('UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE')];
    }
    const orderId = upper(17);
    const order = {
      id: orderId,
      intent: body.intent,
      status: autoApprove ? 'APPROVED' : 'CREATED',
      purchase_units: body.purchase_units.map((purchaseUnit) => ({
        ...purchaseUnit,
        reference_id: purchaseUnit.reference_id ?? 'default',
        payee: { merchant_id: 'FAKEMERCHANT', email_address: 'merchant@example.com' },
      })),
      ...(autoApprove ? { payer: DEFAULT_PAYER } : {}),
      create_time: new Date().toISOString(),
      links: [
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`, rel: 'approve', method: 'GET' },
        { href: `/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
      ],
    };
    state.orders.set(orderId, order);
    return [201, order];
  }

  function capture(orderId) {
    const order = state.orders.get(orderId);
    if (!order) return [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
    if (order.status === 'COMPLETED') return [422, paypalError('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')];
    if (order.status !== 'APPROVED') return [422, paypalError('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')];
    if (state.failNextCapture) {
      const issue = state.failNextCapture;
      state.failNextCapture = null;
      return [422, paypalError('UNPROCESSABLE_ENTITY', issue)];
    }
    const unit = order.purchase_units[0];
    const captured = {
      id: upper(17),
      status: 'COMPLETED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      final_capture: true,
      custom_id: unit.custom_id,
      create_time: new Date().toISOString(),
      update_time: new Date().toISOString(),
    };
    state.captures.set(captured.id, { capture: captured, orderId, refunded: false });
    order.status = 'COMPLETED';
    unit.payments = { captures: [captured] };
    return [201, { ...order, payment_source: { paypal: { email_address: order.payer?.email_address, name: order.payer?.name } } }];
  }

  function refund(captureId, body) {
    const entry = state.captures.get(captureId);
    if (!entry) return [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
    if (entry.refunded) return [422, paypalError('UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED')];
    entry.refunded = true;
    entry.capture.status = 'REFUNDED';
    const refunded = {
      id: upper(17),
      status: 'COMPLETED',
      amount: body.amount ?? entry.capture.amount,
      note_to_payer: body.note_to_payer,
      capture_id: captureId,
      create_time: new Date().toISOString(),
    };
    state.refunds.push(refunded);
    return [201, refunded];
  }

  /** Test-only controls, never part of PayPal's API. */
  function fakeControl(method, path, body) {
    const match = /^\/__fake\/orders\/([^/]+)\/approve$/.exec(path);
    if (method === 'POST' && match) {
      const order = approve(match[1], body.payer);
      return order ? [200, order] : [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
    }
    return [404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')];
  }

  /** What the buyer does in PayPal's window. */
  function approve(orderId, payer = DEFAULT_PAYER) {
    const order = state.orders.get(orderId);
    if (!order) return undefined;
    if (order.status === 'CREATED') order.status = 'APPROVED';
    order.payer = payer;
    return order;
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    state,
    approve,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function header(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function paypalError(name, issue) {
  return {
    name,
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue, description: issue.replaceAll('_', ' ').toLowerCase() }],
  };
}

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startFakePaypal({ port: Number(option('port') ?? process.env.FAKE_PAYPAL_PORT ?? 12112) }).then((fake) => {
    process.stdout.write(
      `Fake PayPal on ${fake.url}\n  PAYPAL_BASE_URL=${fake.url} PAYPAL_CLIENT_ID=fake-client PAYPAL_CLIENT_SECRET=fake-secret\n`,
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => fake.close().then(() => process.exit(0)));
  });
}

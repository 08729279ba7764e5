import type { ExchangeRates } from '@atelier/contracts';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppModule } from '../src/app.module';

/** A stand-in for the exchange-rate provider: answers what `reply` says and counts calls. */
function fakeRatesUpstream() {
  const state = { calls: 0, reply: (): [number, unknown] => [200, { rates: { USD: 0.58, EUR: 0.53, GBP: 0.46, JPY: 'x' } }] };
  const server: Server = createServer((_request, response) => {
    state.calls += 1;
    const [status, body] = state.reply();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    state,
    server,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/latest/NZD`)),
      ),
  };
}

describe('GET /api/exchange-rates', () => {
  const upstream = fakeRatesUpstream();
  let service: TestService;

  beforeAll(async () => {
    const url = await upstream.listen();
    service = await startTestService(AppModule, { name: 'commerce', env: { EXCHANGE_RATES_URL: url } });
  });
  afterAll(async () => {
    await service.close();
    upstream.server.close();
  });

  it('answers live NZD-based rates, keeping static values for what the upstream lacks, and caches them', async () => {
    const rates = (await (await fetch(`${service.url}/api/exchange-rates`)).json()) as ExchangeRates;
    expect(rates).toMatchObject({
      base: 'NZD',
      source: 'live',
      rates: { NZD: 1, USD: 0.58, EUR: 0.53, GBP: 0.46, AUD: 0.9, CAD: 0.8, JPY: 90 },
    });
    await fetch(`${service.url}/api/exchange-rates`);
    expect(upstream.state.calls).toBe(1);
  });
});

describe('GET /api/exchange-rates when the upstream fails', () => {
  const upstream = fakeRatesUpstream();
  let service: TestService;

  beforeAll(async () => {
    upstream.state.reply = () => [500, { error: 'down' }];
    const url = await upstream.listen();
    service = await startTestService(AppModule, { name: 'commerce', env: { EXCHANGE_RATES_URL: url } });
  });
  afterAll(async () => {
    await service.close();
    upstream.server.close();
  });

  it('falls back to the static rates of requirements §9', async () => {
    const response = await fetch(`${service.url}/api/exchange-rates`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      source: 'static',
      rates: { NZD: 1, USD: 0.6, EUR: 0.55, GBP: 0.48, AUD: 0.9, CAD: 0.8, JPY: 90 },
    });
  });
});

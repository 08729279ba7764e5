import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CURRENCY_CODES, STATIC_RATES, type CurrencyCode, type ExchangeRates } from '@atelier/contracts';
import { isDeepStrictEqual } from 'node:util';
import { ENV, LOGGER, PublicChanges } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';

const UPSTREAM_TIMEOUT_MS = 5000;
/** After a failed fetch, wait this long before asking the upstream again. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

/**
 * NZD-based rates for the currencies the site offers. The upstream is asked at most
 * once per TTL (the browser never calls it); when it fails, the static rates of
 * requirements §9 answer instead.
 */
@Injectable()
export class ExchangeRatesService {
  private cached?: { rates: ExchangeRates; expiresAt: number };
  private inFlight?: Promise<ExchangeRates>;

  constructor(
    @Inject(ENV) private readonly env: CommerceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly publicChanges: PublicChanges,
  ) {}

  async current(): Promise<ExchangeRates> {
    if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.rates;
    // Concurrent callers share one upstream request.
    this.inFlight ??= this.refresh().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async refresh(): Promise<ExchangeRates> {
    try {
      const response = await fetch(this.env.EXCHANGE_RATES_URL, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`upstream answered ${response.status}`);
      const body = (await response.json()) as { rates?: Record<string, unknown> };
      const rates = pickRates(body.rates);
      return this.keep(
        { base: 'NZD', rates, source: 'live', fetchedAt: new Date().toISOString() },
        this.env.EXCHANGE_RATES_TTL_HOURS * 3600_000,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'exchange rates unavailable; using static rates');
      return this.keep(
        { base: 'NZD', rates: { ...STATIC_RATES }, source: 'static', fetchedAt: new Date().toISOString() },
        RETRY_AFTER_FAILURE_MS,
      );
    }
  }

  private keep(rates: ExchangeRates, ttlMs: number): ExchangeRates {
    // The pages priced in another currency show the rates: kept pages go when they change.
    if (this.cached && !isDeepStrictEqual(this.cached.rates.rates, rates.rates)) void this.publicChanges.announce('exchange rates');
    this.cached = { rates, expiresAt: Date.now() + ttlMs };
    return rates;
  }
}

/** Takes our currencies from the upstream map; a missing or nonsensical rate keeps its static value. */
function pickRates(upstream: Record<string, unknown> | undefined): Record<CurrencyCode, number> {
  if (!upstream || typeof upstream !== 'object') throw new Error('upstream answer has no rates');
  const rates = { ...STATIC_RATES };
  for (const code of CURRENCY_CODES) {
    const value = upstream[code];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) rates[code] = value;
  }
  rates.NZD = 1;
  return rates;
}

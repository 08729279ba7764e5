import { Inject, Injectable } from '@nestjs/common';
import {
  internalApi,
  type CertificatePainting,
  type InternalPainting,
  type MarkSoldAnswer,
  type MarkSoldRequest,
  type UnmarkSoldAnswer,
} from '@atelier/contracts';
import { ENV, InternalClient, isRefusal } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';

/** What marking a painting sold came to, for the sale that asked. */
export type MarkSoldOutcome = MarkSoldAnswer['outcome'] | 'painting-gone';

/**
 * svc-catalog's internal API: the painting with its price (hidden ones too), the mark-sold
 * that sells it to one sale only, and its undoing. Errors keep the catalog's status and message; a catalog that
 * does not answer is a 503.
 */
@Injectable()
export class CatalogClient {
  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {}

  getPainting(id: number): Promise<InternalPainting> {
    return this.internal.call(this.env.CATALOG_URL, internalApi.painting, { params: { id } });
  }

  /** The painting as a certificate of authenticity describes it, with its picture. */
  certificatePainting(id: number): Promise<CertificatePainting> {
    // Its picture makes the answer larger than the others'; a slow disk gets more time.
    return this.internal.call(this.env.CATALOG_URL, internalApi.certificatePainting, { params: { id } }, 15_000);
  }

  /** The artist's name as her site settings give it. */
  async artistName(): Promise<string> {
    return (await this.internal.call(this.env.CATALOG_URL, internalApi.siteIdentity, {})).artistName;
  }

  /** Sells the painting to the sale named by `request.saleReference`; the same sale asking again is told `sold` again. */
  markSold(id: number, request: MarkSoldRequest): Promise<MarkSoldOutcome> {
    return outcomeOrGone(this.internal.call(this.env.CATALOG_URL, internalApi.markSold, { params: { id }, body: request }));
  }

  /** Undoes the sale `saleReference` at the catalog: the painting is available again (or was already). */
  unmarkSold(id: number, saleReference: string): Promise<UnmarkSoldAnswer['outcome'] | 'painting-gone'> {
    return outcomeOrGone(this.internal.call(this.env.CATALOG_URL, internalApi.unmarkSold, { params: { id }, body: { saleReference } }));
  }
}

/** The catalog's outcome, or `painting-gone` when it answers 404 (the painting was deleted). */
async function outcomeOrGone<Outcome>(answer: Promise<{ outcome: Outcome }>): Promise<Outcome | 'painting-gone'> {
  try {
    return (await answer).outcome;
  } catch (error) {
    if (isRefusal(error, 'NOT_FOUND')) return 'painting-gone';
    throw error;
  }
}

import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { internalApi, type InternalPainting, type MarkSoldAnswer, type MarkSoldRequest, type UnmarkSoldAnswer } from '@atelier/contracts';
import { ENV, InternalClient } from '@atelier/service-kit';
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

  /** Sells the painting to the sale named by `request.saleReference`; the same sale asking again is told `sold` again. */
  async markSold(id: number, request: MarkSoldRequest): Promise<MarkSoldOutcome> {
    try {
      const answer = await this.internal.call(this.env.CATALOG_URL, internalApi.markSold, { params: { id }, body: request });
      return answer.outcome;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return 'painting-gone';
      throw error;
    }
  }

  /** Undoes the sale `saleReference` at the catalog: the painting is available again (or was already). */
  async unmarkSold(id: number, saleReference: string): Promise<UnmarkSoldAnswer['outcome'] | 'painting-gone'> {
    try {
      return (await this.internal.call(this.env.CATALOG_URL, internalApi.unmarkSold, { params: { id }, body: { saleReference } })).outcome;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return 'painting-gone';
      throw error;
    }
  }
}

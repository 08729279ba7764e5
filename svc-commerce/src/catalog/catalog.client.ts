import { Inject, Injectable } from '@nestjs/common';
import type { Painting } from '@atelier/contracts';
import { ENV, InternalClient } from '@atelier/service-kit';
import type { CommerceEnv } from '../env';

/**
 * svc-catalog's internal API: the painting with its price (hidden ones too) and the
 * conditional mark-sold that succeeds once (409 'This painting has already been sold' after).
 * Errors keep the catalog's status and message; a catalog that does not answer is a 503.
 */
@Injectable()
export class CatalogClient {
  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: CommerceEnv,
  ) {}

  getPainting(id: number): Promise<Painting> {
    return this.internal.request<Painting>(this.env.CATALOG_URL, 'GET', `/internal/paintings/${id}`);
  }

  /** `soldAt` is stored as the painting's soldDate: with the customer id it identifies this sale. */
  markSold(id: number, customerId: number, soldAt: Date): Promise<Painting> {
    return this.internal.request<Painting>(this.env.CATALOG_URL, 'POST', `/internal/paintings/${id}/mark-sold`, {
      customerId,
      soldAt: soldAt.toISOString(),
    });
  }
}

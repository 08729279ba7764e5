import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { internalApi } from '@atelier/contracts';
import { ENV, InternalClient, LOGGER } from '@atelier/service-kit';
import type { MailingEnv } from '../env';

/** An enquiry must never wait long for the catalog: without a title the e-mail still goes. */
const LOOKUP_TIMEOUT_MS = 2000;

/** svc-catalog, for the title of the painting an enquiry is about. */
@Injectable()
export class CatalogClient {
  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: MailingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The painting's title, or null when it is unknown, hidden or the catalog does not answer in time. */
  async paintingTitle(paintingId: number): Promise<string | null> {
    try {
      const painting = await this.internal.call(
        this.env.CATALOG_URL,
        internalApi.painting,
        { params: { id: paintingId } },
        LOOKUP_TIMEOUT_MS,
      );
      return painting.hidden ? null : painting.title.slice(0, 300);
    } catch (error) {
      this.logger.warn({ err: error, paintingId }, 'painting title unavailable for an enquiry; sending without it');
      return null;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Painting } from '@atelier/contracts';
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

  /** The painting's title, or null when it is unknown or the catalog does not answer in time. */
  async paintingTitle(paintingId: number): Promise<string | null> {
    try {
      const painting = await this.internal.request<Pick<Painting, 'title'>>(
        this.env.CATALOG_URL,
        'GET',
        `/api/paintings/${paintingId}`,
        undefined,
        LOOKUP_TIMEOUT_MS,
      );
      return typeof painting?.title === 'string' ? painting.title.slice(0, 300) : null;
    } catch (error) {
      this.logger.warn({ err: error, paintingId }, 'painting title unavailable for an enquiry; sending without it');
      return null;
    }
  }
}

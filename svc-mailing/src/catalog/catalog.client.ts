import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { internalApi, type SiteIdentity } from '@atelier/contracts';
import { ENV, InternalClient, LOGGER } from '@atelier/service-kit';
import type { MailingEnv } from '../env';

/** An enquiry or an e-mail never waits long for the catalog: without its answer they still go. */
const LOOKUP_TIMEOUT_MS = 2000;
/** How long the artist's identity is reused: a change to her Site settings reaches the e-mails within a minute. */
const IDENTITY_TTL_MS = 60_000;
/** After the catalog did not answer, how long e-mails go with what is known before it is asked again. */
const IDENTITY_RETRY_MS = 10_000;

/** svc-catalog: the title of the painting an enquiry is about, and who the e-mails come from. */
@Injectable()
export class CatalogClient {
  private identity: { value: SiteIdentity | null; until: number } | null = null;
  private identityLookup: Promise<SiteIdentity | null> | null = null;

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

  /**
   * The artist's name, business name and contact address from her Site settings, cached briefly.
   * When the catalog does not answer: the last answer, else null (the e-mails use the configured sender).
   */
  siteIdentity(): Promise<SiteIdentity | null> {
    if (this.identity && this.identity.until > Date.now()) return Promise.resolve(this.identity.value);
    // E-mails sent at the same moment share one lookup.
    this.identityLookup ??= this.lookUpIdentity().finally(() => (this.identityLookup = null));
    return this.identityLookup;
  }

  private async lookUpIdentity(): Promise<SiteIdentity | null> {
    try {
      const value = await this.internal.call(this.env.CATALOG_URL, internalApi.siteIdentity, {}, LOOKUP_TIMEOUT_MS);
      this.identity = { value, until: Date.now() + IDENTITY_TTL_MS };
    } catch (error) {
      this.logger.warn({ err: error }, 'site settings unavailable; e-mails go from the configured sender');
      this.identity = { value: this.identity?.value ?? null, until: Date.now() + IDENTITY_RETRY_MS };
    }
    return this.identity.value;
  }
}

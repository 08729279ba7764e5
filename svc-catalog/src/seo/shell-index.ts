import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ENV } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';

const FETCH_TIMEOUT_MS = 2000;
/** The shell's index.html changes only with a deployment; half a minute keeps requests off its server. */
const CACHE_MS = 30_000;

/** The shell's index.html, fetched from SHELL_INDEX_URL and kept in memory for a while. */
@Injectable()
export class ShellIndex {
  private cached: { html: Promise<string>; until: number } | undefined;

  constructor(@Inject(ENV) private readonly env: CatalogEnv) {}

  /** The template; a 503 when it cannot be fetched (the gateway then serves the plain index.html). */
  template(): Promise<string> {
    if (!this.cached || this.cached.until <= Date.now()) {
      const html = this.fetchTemplate();
      const entry = { html, until: Date.now() + CACHE_MS };
      this.cached = entry;
      // A failure is not kept: the next request tries again.
      html.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
    }
    return this.cached.html;
  }

  private async fetchTemplate(): Promise<string> {
    try {
      const response = await fetch(this.env.SHELL_INDEX_URL, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${this.env.SHELL_INDEX_URL} answered ${response.status}`);
      return await response.text();
    } catch (cause) {
      throw new ServiceUnavailableException('The page template is unavailable', { cause });
    }
  }
}

import { endpointPath, type Endpoint } from '@atelier/contracts';

/** Downloads a tab's records as a CSV file: her data, hers to take away. */
export function ExportLink({ endpoint, testId }: { endpoint: Endpoint<'GET', string>; testId: string }) {
  return (
    <a
      href={endpointPath(endpoint)}
      download
      data-testid={testId}
      className="inline-flex items-center gap-2 rounded-sm border border-line px-3 py-1.5 text-sm text-ink transition-colors hover:border-ink"
    >
      Export CSV
    </a>
  );
}

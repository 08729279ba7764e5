import type { PageData } from '@atelier/contracts';
import { dehydrate, QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AppProviders } from './AppProviders';

/** A page the server rendered ten minutes ago (a kept page), with one query of 30 s freshness. */
function keptPage(): PageData {
  const server = new QueryClient();
  server.setQueryData(['/api/reservations'], { paintingIds: [3] }, { updatedAt: Date.now() - 10 * 60_000 });
  return {
    queries: dehydrate(server),
    config: {} as PageData['config'],
    currency: 'NZD',
    rates: { NZD: 1, USD: 0.6, EUR: 0.55, GBP: 0.48, AUD: 0.9, CAD: 0.8, JPY: 90 },
    remotes: [],
  };
}

function Reserved({ ask }: { ask: () => Promise<{ paintingIds: number[] }> }) {
  const { data } = useQuery({ queryKey: ['/api/reservations'], queryFn: ask, staleTime: 30_000 });
  return <p>{data ? `held: ${data.paintingIds.join(', ')}` : 'loading'}</p>;
}

test("a kept page's data is as fresh as the page: hydration shows it and asks nothing again", async () => {
  const ask = jest.fn(async () => ({ paintingIds: [] }));
  render(
    <AppProviders page={keptPage()}>
      <Reserved ask={ask} />
    </AppProviders>,
  );
  expect(screen.getByText('held: 3')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(ask).not.toHaveBeenCalled();
});

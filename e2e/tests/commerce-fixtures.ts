import type { APIRequestContext } from '@playwright/test';
import { jpeg } from './images';
import { ADMIN, expect } from './journey';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN, headers: SAME_ORIGIN });
  expect(login.ok()).toBe(true);
}

/**
 * A painting of the journey's own, so no other journey's painting is sold. `request` should be
 * a context of its own (`playwright.request.newContext()`), so the page stays signed out.
 */
export async function createPainting(request: APIRequestContext, title: string, price: number): Promise<number> {
  await signIn(request);
  const created = await request.post('/api/admin/paintings', {
    data: { title, width: 20, height: 16, price, currency: 'NZD' },
    headers: SAME_ORIGIN,
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Gives the painting an image, so it has a card in the collection. */
export async function addImage(request: APIRequestContext, paintingId: number) {
  await signIn(request);
  const imageUrl = `data:image/jpeg;base64,${(await jpeg(120, 140, 160)).toString('base64')}`;
  const added = await request.post('/api/admin/painting-images', { data: { paintingId, imageUrl }, headers: SAME_ORIGIN });
  expect(added.ok()).toBe(true);
}

/** Hides the journey's painting again, so the collection journeys see only the demo paintings. */
export async function hidePainting(request: APIRequestContext, id: number) {
  await signIn(request);
  await request.patch(`/api/admin/paintings/${id}/visibility`, { data: { hidden: true }, headers: SAME_ORIGIN });
}

import type { Painting } from '@atelier/contracts';
import { matchesPaintingSearch } from './paintingSearch';

const painting = {
  title: 'Dart River Morning',
  medium: 'Oil on Linen',
  year: 2023,
  location: 'Glenorchy, Otago',
  description: 'Mist lifting off the braided river',
  frameInfo: 'Rimu frame',
  price: '5400',
} as Painting;

describe(matchesPaintingSearch.name, () => {
  it.each([
    ['title', 'dart river'],
    ['medium', 'LINEN'],
    ['year', '2023'],
    ['location', 'otago'],
    ['description', 'braided'],
  ])('finds a painting by its %s', (_field, term) => {
    expect(matchesPaintingSearch(painting, term)).toBe(true);
  });

  it('ignores other fields and tolerates empty ones', () => {
    expect(matchesPaintingSearch(painting, 'rimu')).toBe(false);
    expect(matchesPaintingSearch(painting, '5400')).toBe(false);
    expect(matchesPaintingSearch({ ...painting, year: null, location: null, description: null }, '2023')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesPaintingSearch(painting, '   ')).toBe(true);
  });
});

import { painting } from '../../testing/fixtures';
import { countText, emptyText, loadMoreText, matchesSearch, pagesShown, PAGE_SIZE, sortPaintings } from './collectionView';

describe(matchesSearch.name, () => {
  const dart = painting({ title: 'Dart River Braids', medium: 'Oil on Linen', location: 'Glenorchy, Otago' });

  it.each(['dart', 'RIVER', 'linen', 'otago', '  glenorchy  ', ''])('matches %p on title, medium or location, ignoring case', (term) => {
    expect(matchesSearch(dart, term)).toBe(true);
  });

  it.each(['waipu', 'acrylic', '2022'])('does not match %p', (term) => {
    expect(matchesSearch(dart, term)).toBe(false);
  });

  it('copes with a painting without location', () => {
    expect(matchesSearch({ ...dart, location: null }, 'otago')).toBe(false);
  });
});

describe(sortPaintings.name, () => {
  const older = painting({ id: 1, title: 'beech forest', createdAt: '2023-01-01T00:00:00Z' });
  const newer = painting({ id: 2, title: 'Alpine lake', createdAt: '2025-01-01T00:00:00Z' });
  const middle = painting({ id: 3, title: 'Cove', createdAt: '2024-01-01T00:00:00Z' });

  it('sorts newest first, oldest first and by title A-Z (ignoring case)', () => {
    expect(sortPaintings([older, newer, middle], 'newest').map((p) => p.id)).toEqual([2, 3, 1]);
    expect(sortPaintings([older, newer, middle], 'oldest').map((p) => p.id)).toEqual([1, 3, 2]);
    expect(sortPaintings([older, newer, middle], 'title').map((p) => p.title)).toEqual(['Alpine lake', 'beech forest', 'Cove']);
  });

  it('does not change the list it was given', () => {
    const list = [older, newer];
    sortPaintings(list, 'newest');
    expect(list).toEqual([older, newer]);
  });
});

describe(countText.name, () => {
  it("says '{n} painting(s) found' plus ' for \"{term}\"' when searching", () => {
    expect(countText(12, '')).toBe('12 paintings found');
    expect(countText(1, '')).toBe('1 painting found');
    expect(countText(0, '')).toBe('0 paintings found');
    expect(countText(3, ' lake ')).toBe('3 paintings found for "lake"');
    expect(countText(1, 'Dart')).toBe('1 painting found for "Dart"');
  });
});

describe(emptyText.name, () => {
  it('names the search, or says there is nothing at all', () => {
    expect(emptyText('volcano')).toBe('No paintings found matching "volcano".');
    expect(emptyText('  ')).toBe('No paintings available at the moment.');
  });
});

describe(loadMoreText.name, () => {
  it('counts what is left, and disappears when all is shown', () => {
    expect(PAGE_SIZE).toBe(9);
    expect(loadMoreText(12, 9)).toBe('Load More Paintings (3 remaining)');
    expect(loadMoreText(30, 18)).toBe('Load More Paintings (12 remaining)');
    expect(loadMoreText(9, 9)).toBeNull();
    expect(loadMoreText(5, 9)).toBeNull();
  });
});

describe(pagesShown.name, () => {
  it('reads the pages of cards the address asks for, else 1', () => {
    expect(['3', '2', '1', '0', '-2', '1.5', 'x', '', null, '99999999999999999999'].map(pagesShown)).toEqual([
      3, 2, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });
});

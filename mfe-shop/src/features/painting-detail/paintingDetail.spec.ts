import { formatInches, inchesToCm, sizeText } from '@atelier/contracts';
import { enquiryHref, gpsPosition, neighbours } from './paintingDetail';

describe(sizeText.name, () => {
  it('shows inches and centimetres rounded (requirements §9: inches × 2.54)', () => {
    expect(sizeText('36', '24')).toBe('36 × 24 inches (91 × 61 cm)');
    expect(sizeText('16.50', '12.00')).toBe('16.5 × 12 inches (42 × 30 cm)');
    expect(inchesToCm(48)).toBe(122);
    expect(formatInches('20.25')).toBe('20.25');
  });
});

describe(gpsPosition.name, () => {
  it('answers both coordinates as numbers', () => {
    expect(gpsPosition('-44.8509', '168.3976')).toEqual([-44.8509, 168.3976]);
  });

  it.each([
    [null, '168.3976'],
    ['-44.8509', null],
    ['', '168.3976'],
    ['abc', '168.3976'],
    ['-95', '168'],
  ])('answers null for %p, %p', (latitude, longitude) => {
    expect(gpsPosition(latitude, longitude)).toBeNull();
  });
});

describe(neighbours.name, () => {
  const list = [{ id: 13 }, { id: 12 }, { id: 9 }];

  it('follows the order of the full list', () => {
    expect(neighbours(list, 12)).toEqual({ previous: { id: 13 }, next: { id: 9 } });
  });

  it('has no previous at the start and no next at the end', () => {
    expect(neighbours(list, 13)).toEqual({ previous: null, next: { id: 12 } });
    expect(neighbours(list, 9)).toEqual({ previous: { id: 12 }, next: null });
  });

  it('has neither for a painting the list lacks, or without a list', () => {
    expect(neighbours(list, 7)).toEqual({ previous: null, next: null });
    expect(neighbours(undefined, 7)).toEqual({ previous: null, next: null });
  });
});

describe(enquiryHref.name, () => {
  it('carries painting, its id, size, converted price and currency symbol and code to the contact form', () => {
    const href = enquiryHref({ id: 12, title: 'Dart River Braids', width: '40', height: '30.00' }, 7680, { symbol: '$', code: 'AUD' });
    const url = new URL(href, 'https://example.nz');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact-form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      painting: 'Dart River Braids',
      paintingId: '12',
      size: '40" x 30"',
      price: '7680',
      currency: '$',
      code: 'AUD',
    });
  });

  it('leaves the price out when it is unavailable', () => {
    const url = new URL(
      enquiryHref({ id: 1, title: 'A', width: '1', height: '1' }, null, { symbol: '£', code: 'GBP' }),
      'https://example.nz',
    );
    expect(url.searchParams.has('price')).toBe(false);
    expect(url.searchParams.get('currency')).toBe('£');
  });
});

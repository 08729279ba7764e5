import { formatCoordinate, parseCoordinates } from './location';

describe(parseCoordinates.name, () => {
  it('reads two valid coordinates', () => {
    expect(parseCoordinates('-44.8509', '168.3976')).toEqual({ lat: -44.8509, lng: 168.3976 });
  });

  it('is null when a field is blank, not a number or out of range', () => {
    expect(parseCoordinates('', '168.3976')).toBeNull();
    expect(parseCoordinates('-44.85', ' ')).toBeNull();
    expect(parseCoordinates('south', '168')).toBeNull();
    expect(parseCoordinates('-91', '168')).toBeNull();
    expect(parseCoordinates('-44', '181')).toBeNull();
  });
});

describe(formatCoordinate.name, () => {
  it('keeps 6 decimals without trailing zeros', () => {
    expect(formatCoordinate(-44.850912345)).toBe('-44.850912');
    expect(formatCoordinate(168.5)).toBe('168.5');
  });
});

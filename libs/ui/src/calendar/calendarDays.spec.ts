import { fromIsoDate, isUnavailableDay, toIsoDate } from './calendarDays';

describe(isUnavailableDay.name, () => {
  const now = new Date(2026, 5, 10, 9, 30); // 10 June 2026, 09:30 local
  const none = new Set<string>();

  it('disables days before the current moment, today included (it has begun)', () => {
    expect(isUnavailableDay(new Date(2026, 5, 9), now, none)).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 10), now, none)).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 11), now, none)).toBe(false);
  });

  it("disables New Zealand's today where the local day is still behind it, as the server refuses it", () => {
    const evening = new Date('2026-06-10T14:00:00Z'); // 11 June, 02:00 in Auckland; 10 June west of it
    expect(isUnavailableDay(fromIsoDate('2026-06-11'), evening, none)).toBe(true);
    expect(isUnavailableDay(fromIsoDate('2026-06-12'), evening, none)).toBe(false);
  });

  it('disables booked days', () => {
    expect(isUnavailableDay(new Date(2026, 5, 12), now, new Set(['2026-06-12']))).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 13), now, new Set(['2026-06-12']))).toBe(false);
  });

  it('disables days after the last bookable day, when there is one', () => {
    expect(isUnavailableDay(new Date(2026, 6, 10), now, none, '2026-07-10')).toBe(false);
    expect(isUnavailableDay(new Date(2026, 6, 11), now, none, '2026-07-10')).toBe(true);
    expect(isUnavailableDay(new Date(2027, 6, 11), now, none)).toBe(false);
  });
});

describe(toIsoDate.name, () => {
  it('writes the local calendar day and reads it back', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(fromIsoDate('2026-12-31'))).toBe('2026-12-31');
  });
});

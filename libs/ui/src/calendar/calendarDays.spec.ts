import { fromIsoDate, isUnavailableDay, toIsoDate, todayInNewZealand } from './calendarDays';

describe(isUnavailableDay.name, () => {
  const now = new Date(2026, 5, 10, 9, 30); // 10 June 2026, 09:30 local
  const none = new Set<string>();

  it('disables days before the current moment, today included (it has begun)', () => {
    expect(isUnavailableDay(new Date(2026, 5, 9), now, none)).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 10), now, none)).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 11), now, none)).toBe(false);
  });

  it('disables booked days', () => {
    expect(isUnavailableDay(new Date(2026, 5, 12), now, new Set(['2026-06-12']))).toBe(true);
    expect(isUnavailableDay(new Date(2026, 5, 13), now, new Set(['2026-06-12']))).toBe(false);
  });
});

describe(toIsoDate.name, () => {
  it('writes the local calendar day and reads it back', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(fromIsoDate('2026-12-31'))).toBe('2026-12-31');
  });

  it("knows New Zealand's date", () => {
    // 12:00 UTC on 10 June is midnight in New Zealand (UTC+12 in winter): already 11 June there.
    expect(todayInNewZealand(new Date(Date.UTC(2026, 5, 10, 12, 0)))).toBe('2026-06-11');
  });
});

import { addDays, firstBookableDay, isPastInNewZealand, noonInNewZealand, todayInNewZealand } from './new-zealand-day';

describe(todayInNewZealand.name, () => {
  it('is already tomorrow in New Zealand in the UTC afternoon', () => {
    expect(todayInNewZealand(new Date('2026-06-30T11:59:00Z'))).toBe('2026-06-30'); // NZST, UTC+12
    expect(todayInNewZealand(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(todayInNewZealand(new Date('2026-01-14T11:00:00Z'))).toBe('2026-01-15'); // NZDT, UTC+13
  });
});

describe(isPastInNewZealand.name, () => {
  it('treats days before New Zealand today as past, today onwards as bookable', () => {
    const now = new Date('2026-06-30T12:30:00Z'); // 1 July, 00:30 in Auckland
    expect(isPastInNewZealand('2026-06-30', now)).toBe(true);
    expect(isPastInNewZealand('2026-07-01', now)).toBe(false);
    expect(isPastInNewZealand('2027-01-01', now)).toBe(false);
  });
});

describe(addDays.name, () => {
  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(addDays('2026-11-25', 6)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-25', 365)).toBe('2027-11-25');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe(firstBookableDay.name, () => {
  it('is tomorrow in New Zealand, whatever the day is elsewhere', () => {
    expect(firstBookableDay(new Date('2026-06-30T11:59:00Z'))).toBe('2026-07-01'); // 23:59 on 30 June in Auckland
    expect(firstBookableDay(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-02'); // already 1 July there
    expect(firstBookableDay(new Date('2026-12-31T11:30:00Z'))).toBe('2027-01-02'); // NZDT: 1 January, 00:30
  });
});

describe(noonInNewZealand.name, () => {
  it('is noon of that day in New Zealand, in winter, in summer and on the days the clocks change', () => {
    expect(noonInNewZealand('2026-06-30').toISOString()).toBe('2026-06-30T00:00:00.000Z'); // NZST, UTC+12
    expect(noonInNewZealand('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z'); // NZDT, UTC+13
    expect(noonInNewZealand('2026-09-27').toISOString()).toBe('2026-09-26T23:00:00.000Z'); // clocks went forward at 2 am
    expect(noonInNewZealand('2026-04-05').toISOString()).toBe('2026-04-05T00:00:00.000Z'); // clocks went back at 3 am
    for (const day of ['1990-01-01', '2024-02-29', '2026-12-31']) expect(todayInNewZealand(noonInNewZealand(day))).toBe(day);
  });
});

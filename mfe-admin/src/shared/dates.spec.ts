import { formatCalendarDay, formatNzDay, formatNzMoment, formatNzWeekdayTime } from './dates';

// Late on a UTC day is the next morning in New Zealand: these read New Zealand's day whatever the
// zone the tests run in, summer (UTC+13) and winter (UTC+12) alike.
const SUMMER_EVENING_UTC = '2026-03-14T12:30:00Z';
const WINTER_EVENING_UTC = '2026-07-01T13:15:00Z';

describe(formatNzDay.name, () => {
  it("shows New Zealand's day", () => {
    expect(formatNzDay(SUMMER_EVENING_UTC)).toBe('15 Mar 2026');
    expect(formatNzDay(WINTER_EVENING_UTC)).toBe('2 Jul 2026');
  });

  it('shows what is not a date as it came', () => {
    expect(formatNzDay('soon')).toBe('soon');
  });
});

describe(formatNzMoment.name, () => {
  it("shows New Zealand's day and time", () => {
    expect(formatNzMoment(SUMMER_EVENING_UTC)).toBe('15 Mar 2026, 1:30 am');
    expect(formatNzMoment(WINTER_EVENING_UTC)).toBe('2 Jul 2026, 1:15 am');
    expect(formatNzMoment('not a date')).toBe('not a date');
  });
});

describe(formatNzWeekdayTime.name, () => {
  it("shows New Zealand's weekday and time", () => {
    expect(formatNzWeekdayTime('2026-11-25T03:42:00Z')).toBe('Wed 4:42 pm');
    expect(formatNzWeekdayTime(SUMMER_EVENING_UTC)).toBe('Sun 1:30 am');
  });
});

describe(formatCalendarDay.name, () => {
  it('shows a calendar day as written, in no zone', () => {
    expect(formatCalendarDay('2026-11-20')).toBe('Fri, 20 Nov 2026');
    expect(formatCalendarDay('20/11/2026')).toBe('20/11/2026');
  });
});

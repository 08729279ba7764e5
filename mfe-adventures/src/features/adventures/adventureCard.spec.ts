import { adventureArtKind, adventureFacts } from './adventureCard';

describe(adventureArtKind.name, () => {
  it('shows the helicopter image for an adventure with a helicopter, whatever its length', () => {
    expect(adventureArtKind({ includesHelicopter: true, duration: 6 })).toBe('helicopter');
    expect(adventureArtKind({ includesHelicopter: true, duration: 4 })).toBe('helicopter');
  });

  it('shows the full-day image from 6 hours on', () => {
    expect(adventureArtKind({ includesHelicopter: false, duration: 6 })).toBe('full-day');
    expect(adventureArtKind({ includesHelicopter: false, duration: 8 })).toBe('full-day');
  });

  it('shows the default image below 6 hours', () => {
    expect(adventureArtKind({ includesHelicopter: false, duration: 4 })).toBe('half-day');
    expect(adventureArtKind({ includesHelicopter: false, duration: 5.5 })).toBe('half-day');
  });
});

describe(adventureFacts.name, () => {
  it("reads '{duration} hour(s) • Up to {maxGuests} guest(s)'", () => {
    expect(adventureFacts({ duration: 4, maxGuests: 2 })).toBe('4 hours • Up to 2 guests');
    expect(adventureFacts({ duration: 1, maxGuests: 1 })).toBe('1 hour • Up to 1 guest');
  });
});

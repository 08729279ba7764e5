import { adventureOptionLabel, isHalfDayAdventure, preselectedAdventureId } from './adventureChoice';

const adventures = [
  { id: 7, title: 'Full Day Painting Adventure' },
  { id: 8, title: 'A HALF DAY by the lake' },
  { id: 9, title: 'Full Day Helicopter Painting Adventure' },
];

describe(preselectedAdventureId.name, () => {
  it("preselects the adventure whose title contains 'half day', in any case", () => {
    expect(preselectedAdventureId(adventures)).toBe(8);
    expect(isHalfDayAdventure({ title: 'Half Day Painting Adventure' })).toBe(true);
    expect(isHalfDayAdventure({ title: 'Half-day Painting' })).toBe(false);
  });

  it("prefers the adventure the visitor chose with 'Book This Adventure'", () => {
    expect(preselectedAdventureId(adventures, 9)).toBe(9);
  });

  it('falls back to the half day when the chosen one is gone', () => {
    expect(preselectedAdventureId(adventures, 42)).toBe(8);
    expect(preselectedAdventureId(adventures, '9')).toBe(8);
  });

  it('preselects nothing without a half day', () => {
    expect(preselectedAdventureId([{ id: 1, title: 'Full Day Painting Adventure' }])).toBeNull();
    expect(preselectedAdventureId([])).toBeNull();
  });
});

describe(adventureOptionLabel.name, () => {
  it('reads title, then symbol, rounded converted price and code', () => {
    expect(adventureOptionLabel({ title: 'Half Day Painting Adventure' }, '€248 EUR')).toBe('Half Day Painting Adventure - €248 EUR');
  });
});

import { canSubscribe } from './newsletterRules';

describe(canSubscribe.name, () => {
  it("sends only an e-mail that is not empty and contains '@'", () => {
    expect(canSubscribe('aroha@example.nz')).toBe(true);
    expect(canSubscribe('a@')).toBe(true);
    expect(canSubscribe('')).toBe(false);
    expect(canSubscribe('   ')).toBe(false);
    expect(canSubscribe('aroha.example.nz')).toBe(false);
  });
});

import { describe, expect, test } from '@jest/globals';
import { loggableTarget } from './access-log.mjs';

describe('loggableTarget', () => {
  test('hides the query of a password-reset or booking confirmation link, and only that', () => {
    expect(loggableTarget('/password-reset?token=abc')).toBe('/password-reset?(hidden)');
    expect(loggableTarget('/booking/confirm?token=abc')).toBe('/booking/confirm?(hidden)');
    expect(loggableTarget('/booking?adventure=2')).toBe('/booking?adventure=2');
    expect(loggableTarget('/password-reset')).toBe('/password-reset');
    expect(loggableTarget('/collection?sort=newest')).toBe('/collection?sort=newest');
    expect(loggableTarget('/password-reset-help?x=1')).toBe('/password-reset-help?x=1');
  });
});

import { describe, expect, test } from '@jest/globals';
import { loggableTarget } from './access-log.mjs';

describe('loggableTarget', () => {
  test('hides the query of a password-reset link, and only that', () => {
    expect(loggableTarget('/password-reset?token=abc')).toBe('/password-reset?(hidden)');
    expect(loggableTarget('/password-reset')).toBe('/password-reset');
    expect(loggableTarget('/collection?sort=newest')).toBe('/collection?sort=newest');
    expect(loggableTarget('/password-reset-help?x=1')).toBe('/password-reset-help?x=1');
  });
});

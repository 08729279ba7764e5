import { describe, expect, test } from '@jest/globals';
import { loggableTarget } from './access-log.mjs';

describe('loggableTarget', () => {
  test('leaves every query string out, tokens of e-mailed links with it', () => {
    expect(loggableTarget('/password-reset?token=abc')).toBe('/password-reset');
    expect(loggableTarget('/booking/confirm?token=abc')).toBe('/booking/confirm');
    expect(loggableTarget('/newsletter/confirm?token=abc')).toBe('/newsletter/confirm');
    expect(loggableTarget('/newsletter/unsubscribe?token=abc')).toBe('/newsletter/unsubscribe');
    expect(loggableTarget('/collection?sort=newest')).toBe('/collection');
    expect(loggableTarget('/collection')).toBe('/collection');
  });

  test('shows a token path segment as its route pattern', () => {
    expect(loggableTarget('/api/newsletter/unsubscribe/kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk')).toBe(
      '/api/newsletter/unsubscribe/:token',
    );
    expect(loggableTarget('/password-reset/abc?x=1')).toBe('/password-reset/:token');
    expect(loggableTarget('/password-reset-help')).toBe('/password-reset-help');
  });
});

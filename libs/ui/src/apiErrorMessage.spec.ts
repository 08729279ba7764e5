import { apiErrorMessage } from './apiErrorMessage';

describe(apiErrorMessage.name, () => {
  it('reads the message of a JSON error body', () => {
    expect(apiErrorMessage(new Error('400: {"statusCode":400,"message":"Title is required","errorId":"x"}'))).toBe('Title is required');
    expect(apiErrorMessage(new Error('400: {"message":["a","b"]}'))).toBe('a; b');
  });

  it('keeps the whole text when the body is not JSON or has no message', () => {
    expect(apiErrorMessage(new Error('502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(apiErrorMessage(new Error('500: {"error":"x"}'))).toBe('500: {"error":"x"}');
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says nothing when there is nothing to say', () => {
    expect(apiErrorMessage(new Error(''))).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});

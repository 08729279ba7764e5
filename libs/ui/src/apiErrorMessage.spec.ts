import { ApiError } from './api';
import { apiErrorMessage, serverFieldErrors, serverMessage } from './apiErrorMessage';

describe(apiErrorMessage.name, () => {
  it('reads the message of a JSON error body', () => {
    expect(apiErrorMessage(new ApiError(400, '{"statusCode":400,"message":"Title is required","errorId":"x"}', 'Bad Request'))).toBe(
      'Title is required',
    );
    expect(apiErrorMessage(new ApiError(400, '{"message":["a","b"]}', 'Bad Request'))).toBe('a; b');
  });

  it('keeps the whole text when the body is not JSON or has no message', () => {
    expect(apiErrorMessage(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(apiErrorMessage(new ApiError(500, '{"error":"x"}', 'Internal Server Error'))).toBe('500: {"error":"x"}');
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says nothing when there is nothing to say', () => {
    expect(apiErrorMessage(new Error(''))).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});

describe(serverMessage.name, () => {
  it("is only a service's JSON message, never a gateway's page or a network failure", () => {
    expect(serverMessage(new ApiError(409, '{"message":"That date is already booked."}', 'Conflict'))).toBe('That date is already booked.');
    expect(serverMessage(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new Error('400: {"message":"not from the API client"}'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe(serverFieldErrors.name, () => {
  it("lists the fields a service's 400 answer names, and nothing for any other failure", () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'City is required',
      errors: [{ path: 'shippingAddress.city', message: 'City is required' }],
    });
    expect(serverFieldErrors(new ApiError(400, body, 'Bad Request'))).toEqual([
      { path: 'shippingAddress.city', message: 'City is required' },
    ]);
    expect(serverFieldErrors(new ApiError(409, body, 'Conflict'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, '<html>', 'Bad Request'))).toEqual([]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });
});

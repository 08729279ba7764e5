import { ApiError } from './api';
import { apiErrorMessage, refusalReason, serverFieldErrors, serverMessage } from './apiErrorMessage';

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
  it("lists the fields a service's VALIDATION_FAILED answer names, and nothing for any other failure", () => {
    const body = JSON.stringify({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'City is required',
      errors: [{ path: 'shippingAddress.city', message: 'City is required' }],
    });
    expect(serverFieldErrors(new ApiError(400, body, 'Bad Request'))).toEqual([
      { path: 'shippingAddress.city', message: 'City is required' },
    ]);
    expect(serverFieldErrors(new ApiError(400, body.replace('VALIDATION_FAILED', 'MALFORMED_REQUEST'), 'Bad Request'))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, '<html>', 'Bad Request'))).toEqual([]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });
});

describe(refusalReason.name, () => {
  it("is a refusal's message, never an outage's", () => {
    const answer = (code: string, status: number) =>
      new ApiError(status, JSON.stringify({ statusCode: status, code, message: `said with ${code}` }), '');
    expect(refusalReason(answer('RATE_LIMITED', 429))).toBe('said with RATE_LIMITED');
    expect(refusalReason(answer('MAILCHIMP_NOT_CONFIGURED', 503))).toBe('said with MAILCHIMP_NOT_CONFIGURED');
    expect(refusalReason(answer('SERVICE_UNAVAILABLE', 503))).toBeUndefined();
    expect(refusalReason(answer('INTERNAL_ERROR', 500))).toBeUndefined();
  });
});

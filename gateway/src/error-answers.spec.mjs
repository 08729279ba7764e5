import { describe, expect, it } from '@jest/globals';
import { ERROR_STATUS } from '@atelier/contracts';
import { GATEWAY_ERRORS } from './error-answers.mjs';

describe('GATEWAY_ERRORS', () => {
  it.each(Object.entries(GATEWAY_ERRORS))('%s carries a code of the contracts, with that code’s status', (_name, answer) => {
    expect(ERROR_STATUS[answer.code]).toBe(answer.statusCode);
  });
});

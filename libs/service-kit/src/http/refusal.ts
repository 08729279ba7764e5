import { HttpException } from '@nestjs/common';
import { ERROR_STATUS, type ApiError, type ErrorCode } from '@atelier/contracts';

/** What a refusal may carry besides its code and message: the fields it names, when to try again. */
export interface RefusalDetails extends Partial<Pick<ApiError, 'errors'>> {
  /** Seconds, sent as the `Retry-After` header (not in the body). */
  retryAfter?: number;
  /** Other fields the answer carries (the sign-in's `success: false`…). */
  [field: string]: unknown;
}

/**
 * An expected failure, with its stable code from the contracts (architecture §3, "Errors"): its
 * status is the code's (`ERROR_STATUS`), its message is what the caller is shown. Every refusal a
 * service answers is one of these (`throw new Refusal('PAINTING_SOLD', COMMERCE_MESSAGES.alreadySold)`);
 * the error filter answers any other exception as `INTERNAL_ERROR`.
 */
export class Refusal extends HttpException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    details: RefusalDetails = {},
    options?: { cause?: unknown },
  ) {
    super({ ...details, message }, ERROR_STATUS[code], options);
    this.name = 'Refusal';
  }
}

/** Whether an error is a refusal with that code (a caller of another service reading its answer). */
export const isRefusal = (error: unknown, code: ErrorCode): error is Refusal => error instanceof Refusal && error.code === code;

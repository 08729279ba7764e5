import { StandardSchemaValidationPipe } from '@nestjs/common';
import { issuePath } from './issue-path';
import { Refusal } from './refusal';

/**
 * Validates `@Body({ schema })` and friends with the zod schemas of @atelier/contracts.
 * The answer's `message` is the first rule broken, word for word as the SPEC writes it
 * (what the form shows); `errors` lists every field's message.
 */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => {
      const errors = issues.map((issue) => ({
        path: issuePath(issue),
        message: issue.message,
      }));
      return new Refusal('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid request', { errors });
    },
  });
}

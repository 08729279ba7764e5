import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';

/**
 * Validates `@Body({ schema })` and friends with the zod schemas of @atelier/contracts.
 * The answer's `message` is the first rule broken, word for word as the SPEC writes it
 * (what the form shows); `errors` lists every field's message.
 */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => {
      const errors = issues.map((issue) => ({
        path: (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.'),
        message: issue.message,
      }));
      return new BadRequestException({ message: errors[0]?.message ?? 'Invalid request', errors });
    },
  });
}

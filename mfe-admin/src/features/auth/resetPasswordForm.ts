import { passwordResetConfirmSchema } from '@atelier/contracts';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/**
 * The reset-mode form (requirements §5): the new password by the shared rule (at least 12 characters,
 * 'Password must be at least 12 characters long.') and a confirmation that must match
 * ('Passwords do not match.'). Both messages show at once when both rules fail.
 */
export const resetPasswordFormSchema = z
  .object({
    password: passwordResetConfirmSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // Also when the password itself is too short, so the artist sees both problems together.
    when: () => true,
  });

export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

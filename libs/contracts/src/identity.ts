import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 12;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/admin/login` answer (requirements §7). */
export interface LoginResponse {
  success: boolean;
  error?: string;
}

/** `GET /api/admin/status` answer. */
export interface AdminStatus {
  authenticated: boolean;
}

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
});

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`).max(1024),
});

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** The new password typed twice (requirements §5): at least 12 characters, and the same both times. */
const confirmPassword = z.string().max(1024);
const confirmationMatches = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
// Also when the password itself is too short, so the artist sees both problems together.
const mismatch = { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'], when: () => true };

/** The reset page's fields in the browser: the new password and its confirmation. */
export const newPasswordFormSchema = z
  .object({ password: passwordResetConfirmSchema.shape.password, confirmPassword })
  .refine(confirmationMatches, mismatch);
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

/**
 * The reset form as posted without JavaScript (render/README.md, Forms): the service's call
 * (`passwordResetConfirmSchema`: the link's token, the new password) and the confirmation.
 */
export const passwordResetFormSchema = passwordResetConfirmSchema.extend({ confirmPassword }).refine(confirmationMatches, mismatch);

export const PASSWORD_RESET_MESSAGES = {
  requested: 'Password reset link has been sent to your email address.',
  done: 'Password has been reset successfully. You can now sign in with your new password.',
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
  tooMany: 'Too many password reset attempts from your address. Please wait a few minutes and try again.',
  requestFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;

// ── The artist's own account, while signed in: e-mail and password hers to change ────────

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  wrongPassword: 'Your current password is not right.',
  newPasswordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  samePassword: 'The new password must differ from the current one.',
  invalidEmail: 'Invalid email address',
  sameEmail: 'This is already your sign-in e-mail.',
  passwordChanged: 'Password changed. Your other devices are signed out.',
  emailChanged: 'Sign-in e-mail changed. Use it next time you sign in.',
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(1024);

/** `POST /api/admin/account/password`: the current password proves it is her. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: z
    .string({ error: ACCOUNT_MESSAGES.newPasswordTooShort })
    .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.newPasswordTooShort)
    .max(1024),
});

/** `POST /api/admin/account/email`: the address she signs in with (and reset links go to). */
export const emailChangeSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.email({ error: ACCOUNT_MESSAGES.invalidEmail }).max(320),
  ),
  currentPassword,
});

/** `GET /api/admin/account`. */
export interface AdminAccount {
  email: string;
}

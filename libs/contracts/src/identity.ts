import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 12;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/admin/login` answer (SPEC §7). */
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

export const PASSWORD_RESET_MESSAGES = {
  requested: 'Password reset link has been sent to your email address.',
  done: 'Password has been reset successfully. You can now sign in with your new password.',
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
  tooMany: 'Too many password reset attempts from your address. Please wait a few minutes and try again.',
} as const;

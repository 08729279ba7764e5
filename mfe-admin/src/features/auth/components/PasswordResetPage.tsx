import { PASSWORD_RESET_MESSAGES, passwordResetRequestSchema } from '@atelier/contracts';
import { apiErrorMessage, buttonClass } from '@atelier/ui';
import { InputField, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/passwordReset';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../resetPasswordForm';
import { AuthCard, FormMessage } from './AuthCard';

/** requirements §9: back to sign-in this long after a successful reset. */
export const REDIRECT_AFTER_RESET_MS = 3000;

/**
 * /password-reset: request mode without a token, reset mode with one (requirements §2, §4). The
 * e-mailed link carries it as `?token=`; a trailing `/password-reset/<token>` works too.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const token = searchParams.get('token') || params.token;
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<{ email: string }, typeof passwordResetRequestSchema>(passwordResetRequestSchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    setOutcome(null);
    request.mutate(email, {
      onSuccess: () => setOutcome({ tone: 'success', text: PASSWORD_RESET_MESSAGES.requested }),
      onError: (error) => setOutcome({ tone: 'error', text: apiErrorMessage(error) ?? 'Failed to send reset email. Please try again.' }),
    });
  });

  return (
    <AuthCard
      title="Reset Password"
      intro="Enter your email address and we will send you a link to reset your password."
      testId="admin-reset-request"
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        {outcome && (
          <FormMessage tone={outcome.tone} testId={`admin-reset-${outcome.tone}`}>
            {outcome.text}
          </FormMessage>
        )}
        <InputField
          label="Email"
          id="admin-reset-email"
          error={errors.email?.message}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...register('email')}
        />
        <PendingButton pending={request.isPending} className={`${buttonClass()} w-full`} data-testid="admin-reset-send">
          Send Reset Link
        </PendingButton>
        <BackToSignIn />
      </form>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<ResetPasswordFormValues, typeof resetPasswordFormSchema>(resetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!confirm.isSuccess) return;
    const timer = setTimeout(() => void navigate('/admin-login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [confirm.isSuccess, navigate]);

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    confirm.mutate(
      { token, password },
      { onError: (error) => setFailure(apiErrorMessage(error) ?? 'Failed to reset password. Please try again.') },
    );
  });

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Reset Password" testId="admin-reset-confirm">
        <FormMessage tone="success" testId="admin-reset-success">
          {PASSWORD_RESET_MESSAGES.done}
        </FormMessage>
        <p className="mt-4 text-center text-sm text-ink-soft">Taking you to the sign-in page…</p>
        <div className="mt-6">
          <BackToSignIn />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for the admin account." testId="admin-reset-confirm">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && (
          <FormMessage tone="error" testId="admin-reset-error">
            {failure}
          </FormMessage>
        )}
        <InputField
          label="New Password"
          id="admin-new-password"
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          required
          {...register('password')}
        />
        <InputField
          label="Confirm New Password"
          id="admin-confirm-password"
          error={errors.confirmPassword?.message}
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
        <PendingButton pending={confirm.isPending} className={`${buttonClass()} w-full`} data-testid="admin-reset-submit">
          Reset Password
        </PendingButton>
        <BackToSignIn />
      </form>
    </AuthCard>
  );
}

function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link to="/admin-login" className="text-accent underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </p>
  );
}

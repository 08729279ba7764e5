import { loginSchema, type LoginRequest } from '@atelier/contracts';
import { buttonClass, useHydrated } from '@atelier/ui';
import { InputField, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAdminStatus, useSignIn } from '../api/adminSession';
import { AuthCard, FormMessage } from './AuthCard';

/**
 * Sign-in at /admin/login and /admin-login (requirements §2): success goes to /admin. The server
 * renders the page, but signing in (and the dashboard it opens) needs JavaScript: until the page is
 * live the button waits, and without JavaScript the page says so.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const live = useHydrated();
  const status = useAdminStatus();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // No default values: what was typed before the page was live stays (the form reads its fields).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<LoginRequest, typeof loginSchema>(loginSchema);

  // Already signed in: straight to the dashboard.
  if (status.data?.authenticated && !signIn.isPending) return <Navigate to="/admin" replace />;

  const onSubmit = handleSubmit((credentials) => {
    setFailure(null);
    signIn.mutate(credentials, {
      onSuccess: (result) => {
        if (result.success) void navigate('/admin');
        else setFailure(result.error || 'Login failed');
      },
      onError: (error) => setFailure(error.message || 'Login failed. Please try again.'),
    });
  });

  return (
    <AuthCard title="Admin Sign In" intro="Sign in to manage paintings, bookings and subscribers." testId="admin-login">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" data-testid="admin-login-form">
        <noscript>
          <FormMessage tone="error" testId="admin-login-needs-javascript">
            Signing in needs JavaScript: please turn it on for this site, then reload the page.
          </FormMessage>
        </noscript>
        {failure && (
          <FormMessage tone="error" testId="admin-login-error">
            {failure}
          </FormMessage>
        )}
        <InputField
          label="Email"
          id="admin-email"
          error={errors.email?.message}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...register('email')}
        />
        <InputField
          label="Password"
          id="admin-password"
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
        />
        <PendingButton pending={signIn.isPending} disabled={!live} className={`${buttonClass()} w-full`} data-testid="admin-sign-in">
          Sign In
        </PendingButton>
        <p className="text-center text-sm">
          <Link to="/password-reset" className="text-accent underline-offset-4 hover:underline" data-testid="admin-forgot-password">
            Forgot your password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

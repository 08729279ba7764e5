import {
  newPasswordFormSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetRequestSchema,
  type FormResult,
  type NewPasswordFormValues,
} from '@atelier/contracts';
import { apiErrorMessage, buttonClass, FORM_NAME_FIELD, useFormResult, useHydrated } from '@atelier/ui';
import { InputField, PendingButton, useZodForm } from '@atelier/ui/forms';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/passwordReset';
import { AuthCard, FormMessage } from './AuthCard';

/** requirements §9: back to sign-in this long after a successful reset. */
export const REDIRECT_AFTER_RESET_MS = 3000;

/** Where both forms post without JavaScript (render/README.md, Forms): never with the link's token in the address. */
const FORM_ACTION = '/password-reset';

type Refused = Extract<FormResult, { status: 'refused' }>;
const refusedOf = (result: FormResult | undefined): Refused | undefined => (result?.status === 'refused' ? result : undefined);

/**
 * /password-reset: request mode without a token, reset mode with one (requirements §2, §4). The
 * e-mailed link carries it as `?token=`; a trailing `/password-reset/<token>` works too. The server
 * renders both forms, and answers them posted without JavaScript (render/README.md, Forms): then
 * the page comes back from /password-reset saying it was done, or with the token in its body and
 * each field's error beside it.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const params = useParams();
  // What the server made of either form posted without JavaScript, if one was.
  const requested = useFormResult('password-reset-request');
  const reset = useFormResult('password-reset');
  if (reset?.status === 'sent') return <ResetDone />;
  const token = searchParams.get('token') || params.token || refusedOf(reset)?.values.token;
  return token ? <ResetPasswordForm token={token} posted={refusedOf(reset)} /> : <RequestResetForm posted={requested} />;
}

function RequestResetForm({ posted }: { posted: FormResult | undefined }) {
  const request = useRequestPasswordReset();
  const typed = refusedOf(posted);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(() =>
    posted?.status === 'sent'
      ? { tone: 'success', text: PASSWORD_RESET_MESSAGES.requested }
      : typed?.message
        ? { tone: 'error', text: typed.message }
        : null,
  );
  // The server's errors, until the form is sent again here.
  const [serverErrors, setServerErrors] = useState(typed?.errors ?? {});
  // No default values: what was typed before the page was live stays (the form reads its fields).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<{ email: string }, typeof passwordResetRequestSchema>(passwordResetRequestSchema);

  const onSubmit = handleSubmit(({ email }) => {
    setOutcome(null);
    request.mutate(email, {
      onSuccess: () => setOutcome({ tone: 'success', text: PASSWORD_RESET_MESSAGES.requested }),
      onError: (error) => setOutcome({ tone: 'error', text: apiErrorMessage(error) ?? PASSWORD_RESET_MESSAGES.requestFailed }),
    });
  });

  return (
    <AuthCard
      title="Reset Password"
      intro="Enter your email address and we will send you a link to reset your password."
      testId="admin-reset-request"
    >
      <ResetForm
        name="password-reset-request"
        onSubmit={(event) => {
          setServerErrors({});
          void onSubmit(event);
        }}
      >
        {outcome && (
          <FormMessage tone={outcome.tone} testId={`admin-reset-${outcome.tone}`}>
            {outcome.text}
          </FormMessage>
        )}
        <InputField
          label="Email"
          id="admin-reset-email"
          error={errors.email?.message ?? serverErrors.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={typed?.values.email}
          {...register('email')}
        />
        <PendingButton pending={request.isPending} className={`${buttonClass()} w-full`} data-testid="admin-reset-send">
          Send Reset Link
        </PendingButton>
        <BackToSignIn />
      </ResetForm>
    </AuthCard>
  );
}

function ResetPasswordForm({ token, posted }: { token: string; posted: Refused | undefined }) {
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<string | null>(posted?.message ?? null);
  const [serverErrors, setServerErrors] = useState(posted?.errors ?? {});
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<NewPasswordFormValues, typeof newPasswordFormSchema>(newPasswordFormSchema);

  const onSubmit = handleSubmit(({ password }) => {
    setFailure(null);
    confirm.mutate({ token, password }, { onError: (error) => setFailure(apiErrorMessage(error) ?? PASSWORD_RESET_MESSAGES.resetFailed) });
  });

  if (confirm.isSuccess) return <ResetDone />;

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for the admin account." testId="admin-reset-confirm">
      <ResetForm
        name="password-reset"
        onSubmit={(event) => {
          setServerErrors({});
          void onSubmit(event);
        }}
      >
        {/* The link's token goes in the body, never in the address the form posts to. */}
        <input type="hidden" name="token" value={token} />
        {failure && (
          <FormMessage tone="error" testId="admin-reset-error">
            {failure}
          </FormMessage>
        )}
        <InputField
          label="New Password"
          id="admin-new-password"
          error={errors.password?.message ?? serverErrors.password}
          type="password"
          autoComplete="new-password"
          required
          {...register('password')}
        />
        <InputField
          label="Confirm New Password"
          id="admin-confirm-password"
          error={errors.confirmPassword?.message ?? serverErrors.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
        <PendingButton pending={confirm.isPending} className={`${buttonClass()} w-full`} data-testid="admin-reset-submit">
          Reset Password
        </PendingButton>
        <BackToSignIn />
      </ResetForm>
    </AuthCard>
  );
}

/** Either form: posted to the server without JavaScript, sent by `onSubmit` once the page is live. */
function ResetForm({
  name,
  onSubmit,
  children,
}: {
  name: 'password-reset-request' | 'password-reset';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="post" action={FORM_ACTION} onSubmit={onSubmit} noValidate className="space-y-5">
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      {children}
    </form>
  );
}

/** The new password is set: back to sign-in shortly (once the page is live), or by the link. */
function ResetDone() {
  const navigate = useNavigate();
  // Without JavaScript nothing takes her anywhere: then the link alone says the way.
  const live = useHydrated();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/admin-login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title="Reset Password" testId="admin-reset-confirm">
      <FormMessage tone="success" testId="admin-reset-success">
        {PASSWORD_RESET_MESSAGES.done}
      </FormMessage>
      {live && <p className="mt-4 text-center text-sm text-ink-soft">Taking you to the sign-in page…</p>}
      <div className="mt-6">
        <BackToSignIn />
      </div>
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

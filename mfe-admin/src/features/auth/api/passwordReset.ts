import { identityApi } from '@atelier/contracts';
import { call } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/admin/password-reset/request`: e-mails a reset link (the answer never says whether the address is known). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call(identityApi.admin.requestPasswordReset, { body: { email } }),
  });
}

/** `POST /api/admin/password-reset/confirm` with the token from the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => call(identityApi.admin.confirmPasswordReset, { body: input }),
  });
}

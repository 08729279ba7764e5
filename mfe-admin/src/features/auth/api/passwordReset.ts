import { apiRequest } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';

interface MessageAnswer {
  message: string;
}

/** `POST /api/admin/password-reset/request`: e-mails a reset link (the answer never says whether the address is known). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await (await apiRequest('POST', '/api/admin/password-reset/request', { email })).json()) as MessageAnswer,
  });
}

/** `POST /api/admin/password-reset/confirm` with the token from the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      (await (await apiRequest('POST', '/api/admin/password-reset/confirm', input)).json()) as MessageAnswer,
  });
}

import { identityApi } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

export function useAccount() {
  return useQuery({ queryKey: QUERY_KEYS.account, queryFn: () => call(identityApi.account.get) });
}

/** A change to her account, said in a toast: the server's own words either way. */
function useAccountChange<Input>(change: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ message }) => {
      toast({ title: message });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.account });
    },
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

export function useChangePassword() {
  return useAccountChange((body: { currentPassword: string; newPassword: string }) => call(identityApi.account.changePassword, { body }));
}

export function useChangeEmail() {
  return useAccountChange((body: { email: string; currentPassword: string }) => call(identityApi.account.changeEmail, { body }));
}

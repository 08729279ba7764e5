import { identityApi, type AdminStatus, type LoginRequest, type LoginResponse } from '@atelier/contracts';
import { ApiError, apiErrorMessage, call, isUnauthorized, refusalOf, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isAdminOnlyQuery, QUERY_KEYS } from '../../../shared/queryKeys';

/**
 * `GET /api/admin/status`. Checked again whenever an admin page mounts (a session can end
 * meanwhile), while a cached answer keeps the page from flashing its spinner.
 */
export function useAdminStatus() {
  return useQuery({
    queryKey: QUERY_KEYS.status,
    queryFn: () => call(identityApi.admin.status),
    staleTime: 0,
  });
}

/**
 * The one place the dashboard hears that its session ended (a 401 to any of its queries or
 * actions, whichever tab): the status is asked again, which sends the artist to the sign-in page.
 */
export function useSignInAgainOn401(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const checkStatus = (error: unknown) => {
      if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.status });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') checkStatus(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') checkStatus(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** Forgets the session: the status and all admin data leave the cache. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isAdminOnlyQuery });
}

/**
 * `POST /api/admin/login`. Resolves with the server's `{success, error}` for any answer that
 * has one (a wrong password is `INVALID_CREDENTIALS` with `{success: false, error}`, not an exception); throws only
 * when there is no such answer (network failure, gateway error).
 */
export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  try {
    return await call(identityApi.admin.login, { body: credentials });
  } catch (error) {
    const refusal = refusalOf(error, identityApi.admin.login) === 'INVALID_CREDENTIALS' ? loginAnswer((error as ApiError).body) : undefined;
    if (refusal) return refusal;
    throw new Error(apiErrorMessage(error), { cause: error });
  }
}

function loginAnswer(body: string): LoginResponse | undefined {
  try {
    const answer = JSON.parse(body) as Partial<LoginResponse> | null;
    return typeof answer?.success === 'boolean' ? (answer as LoginResponse) : undefined;
  } catch {
    return undefined;
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if (result.success) queryClient.setQueryData<AdminStatus>(QUERY_KEYS.status, { authenticated: true });
    },
  });
}

/**
 * `POST /api/admin/logout`, then home with 'Logged out successfully' (requirements §4, §8).
 * `onLoggedOut` runs as the dashboard is being left; the dashboard forgets the session
 * ({@link forgetSession}) once it has unmounted, so nothing on it fetches again meanwhile.
 */
export function useLogout(onLoggedOut: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(identityApi.admin.logout),
    onSuccess: () => {
      onLoggedOut();
      void navigate('/');
      toast({ title: 'Logged out successfully' });
    },
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

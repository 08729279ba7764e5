import type { AdminInquiry } from '@atelier/contracts';
import { apiErrorMessage, apiRequest, getJson, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATUS_KEY } from '../../auth/api/adminSession';

/** `GET /api/admin/inquiries` (under `/api/admin/`, so Logout forgets it). */
export const ADMIN_INQUIRIES_KEY = ['/api/admin/inquiries'] as const;

/** Every enquiry, newest first: the artist's inbox, whether or not its e-mail arrived. */
export function useAdminInquiries() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ADMIN_INQUIRIES_KEY,
    queryFn: async () => {
      try {
        return await getJson<AdminInquiry[]>('/api/admin/inquiries');
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('401:')) void queryClient.invalidateQueries({ queryKey: ADMIN_STATUS_KEY });
        throw error;
      }
    },
  });
}

/** `PATCH /api/admin/inquiries/{id}/read`: marks an enquiry read or unread; the list shows the answer. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: number; read: boolean }) =>
      (await (await apiRequest('PATCH', `/api/admin/inquiries/${id}/read`, { read })).json()) as AdminInquiry,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminInquiry[]>(ADMIN_INQUIRIES_KEY, (list) =>
        list?.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry)),
      ),
    onError: (error) => {
      toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: ADMIN_INQUIRIES_KEY });
    },
  });
}

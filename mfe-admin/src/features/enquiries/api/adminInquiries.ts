import { mailingApi, type AdminInquiry } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /api/admin/inquiries` (under `/api/admin/`, so Logout forgets it). */
export const ADMIN_INQUIRIES_KEY = ['/api/admin/inquiries'] as const;

/** Every enquiry, newest first: the artist's inbox, whether or not its e-mail arrived. */
export function useAdminInquiries() {
  return useQuery({
    queryKey: ADMIN_INQUIRIES_KEY,
    queryFn: () => call(mailingApi.inquiries.list),
  });
}

/** `PATCH /api/admin/inquiries/{id}/read`: marks an enquiry read or unread; the list shows the answer. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => call(mailingApi.inquiries.setRead, { params: { id }, body: { read } }),
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

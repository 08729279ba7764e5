import { mailingApi, type AdminInquiry } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

/** Every enquiry, newest first: the artist's inbox, whether or not its e-mail arrived. */
export function useAdminInquiries() {
  return useQuery({
    queryKey: QUERY_KEYS.inquiries,
    queryFn: () => call(mailingApi.inquiries.list),
  });
}

/** `PATCH /api/admin/inquiries/{id}/read`: marks an enquiry read or unread; the list shows the answer. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => call(mailingApi.inquiries.setRead, { params: { id }, body: { read } }),
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminInquiry[]>(QUERY_KEYS.inquiries, (list) =>
        list?.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry)),
      ),
    onError: (error) => {
      toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inquiries });
    },
  });
}

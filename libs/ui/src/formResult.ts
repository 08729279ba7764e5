import type { FormResult, PublicFormName } from '@atelier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The hidden field that names the form a post is for (render/README.md, "Forms"). */
export const FORM_NAME_FIELD = 'form';

/** Where a server-rendered page carries a form's result: in its query cache, which the browser hydrates from. */
export const formResultQueryKey = (form: PublicFormName) => ['form-result', form] as const;

/**
 * What the server made of this form when it was posted without JavaScript (FormResult), on the page
 * rendered with it; undefined otherwise. Read once, as the form first renders: a later visit of the
 * page in the browser starts afresh.
 */
export function useFormResult(form: PublicFormName): FormResult | undefined {
  const client = useQueryClient();
  const [result] = useState(() => client.getQueryData<FormResult>(formResultQueryKey(form)));
  useEffect(() => client.removeQueries({ queryKey: formResultQueryKey(form), exact: true }), [client, form]);
  return result;
}

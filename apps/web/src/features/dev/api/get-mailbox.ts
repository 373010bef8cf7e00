import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

/** The fields the mailbox shows; the server also sends `html`, which the page never renders. */
const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

export const MAILBOX_PAGE_SIZE = 10;

export async function getMailbox(page: number, signal?: AbortSignal) {
  const { data, total } = await api.get<unknown>('v1/dev/mailbox/', {
    query: { page, page_size: MAILBOX_PAGE_SIZE },
    signal,
  });
  const mails = z.array(mailSchema).parse(data);
  return { mails, total: total ?? mails.length };
}

export function useMailbox(page: number) {
  return useQuery({
    queryKey: ['dev-mailbox', page],
    queryFn: ({ signal }) => getMailbox(page, signal),
    // Mail arrives while the page is open (a reset requested in another tab): never trust the cache.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

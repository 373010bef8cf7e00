import { vendorReplySavedSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { vendorReviewsKey } from './vendor-review-groups.ts';

type ReplyInput = { vendorId: number; reviewId: number; reply: string };

/**
 * `PATCH vendor-reviews/{vendor_id}/{review_id}/` (spec §7): the shop's reply, shown under the
 * review on the product page. The server decides by the review's product, not the path.
 */
export async function replyToReview({ vendorId, reviewId, reply }: ReplyInput) {
  const { data } = await api.patch<unknown>(`vendor-reviews/${vendorId}/${reviewId}/`, { reply });
  return vendorReplySavedSchema.parse(data);
}

/** The screen shows the reply once saved; the product page's reviews (`['reviews', id]`) are asked afresh. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: ({ review }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorReviewsKey }),
        queryClient.invalidateQueries({ queryKey: ['reviews', review.product] }),
      ]),
  });
}

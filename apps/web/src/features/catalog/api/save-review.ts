import { reviewSavedSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { reviewsKey } from './get-reviews.ts';

export type SaveReviewInput = { productId: number; userId: number; rating: number; review: string };

/** Spec §7 form: posting again edits the shopper's earlier review of the product. */
export async function saveReview({ productId, userId, rating, review }: SaveReviewInput) {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('product_id', String(productId));
  form.append('rating', String(rating));
  form.append('review', review);
  const { data } = await api.post<unknown>(`reviews/${productId}/`, form);
  return reviewSavedSchema.parse(data);
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (_saved, { productId }) => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
      // The stars and count on the page and on cards change with it.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

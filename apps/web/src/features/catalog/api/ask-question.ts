import { messageSchema, questionSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

const askedSchema = messageSchema.extend({ question: questionSchema });

type AskQuestionInput = { productId: number; question: string };

/** PRODUCT.md: the FAQ form and the vendor's Message button both post a product question. */
export async function askQuestion({ productId, question }: AskQuestionInput) {
  const { data } = await api.post<unknown>(`v1/product-questions/${productId}/`, { question });
  return askedSchema.parse(data);
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (_asked, { productId }) =>
      queryClient.invalidateQueries({ queryKey: ['product-questions', productId] }),
  });
}

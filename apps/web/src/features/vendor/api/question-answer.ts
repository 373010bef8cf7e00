import { messageSchema, vendorQuestionSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { vendorQuestionsKey } from './vendor-questions.ts';

const answeredSchema = messageSchema.extend({ question: vendorQuestionSchema });

type AnswerInput = { vendorId: number; questionId: number; answer: string };

/** `PATCH vendor-questions/{vendor_id}/{question_id}/`: the shop answers (or corrects its answer). */
export async function answerQuestion({ vendorId, questionId, answer }: AnswerInput) {
  const { data } = await api.patch<unknown>(`vendor-questions/${vendorId}/${questionId}/`, { answer });
  return answeredSchema.parse(data);
}

/** The tab lists afresh (an answered one leaves "waiting"); the product page's questions too. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: ({ question }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorQuestionsKey }),
        queryClient.invalidateQueries({ queryKey: ['product-questions', question.product] }),
      ]),
  });
}

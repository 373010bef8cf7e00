import { zodResolver } from '@hookform/resolvers/zod';
import { questionInputSchema } from '@pasal/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useAskQuestion } from '../api/ask-question.ts';

type QuestionFormProps = {
  productId: number;
  label: string;
  submitLabel: string;
  /** After the question was sent, e.g. to close the dialog it sits in. */
  onAsked?: () => void;
  autoFocus?: boolean;
};

/** One question to the vendor about this product: from the Questions tab or the Message button. */
export function QuestionForm({ productId, label, submitLabel, onAsked, autoFocus }: QuestionFormProps) {
  const ask = useAskQuestion();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(questionInputSchema), defaultValues: { question: '' } });

  const onSubmit = handleSubmit(async ({ question }) => {
    try {
      const { message } = await ask.mutateAsync({ productId, question });
      reset();
      toast.success(message);
      onAsked?.();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['question'])) {
        toast.error(serverMessage(error) ?? 'Something went wrong. Please try again');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field label={label} error={errors.question?.message} required>
        <Textarea
          rows={3}
          maxLength={1000}
          placeholder="For example: does it come with a charger and a Nepal warranty?"
          data-autofocus={autoFocus || undefined}
          {...register('question')}
        />
      </Field>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type ResponseFormProps = {
  /** The box's label, e.g. "Reply to Maya Tamang". */
  label: string;
  submitLabel: string;
  /** The domain's rule for the text (its messages: 'Reply cannot be empty'...). */
  rule: z.ZodType<string, string>;
  /** The request field, to show the server's message for it under the box. */
  field: string;
  /** Saves the text; answers the server's message, shown as a toast. */
  onSave: (text: string) => Promise<string>;
  /** Spec §8's words when the call fails for another reason. */
  failedMessage: string;
};

/**
 * The shop's written answer to a shopper: a reply to a review or the answer to a question. The
 * text is checked by the same rule as the server's before it is sent.
 */
export function ResponseForm({ label, submitLabel, rule, field, onSave, failedMessage }: ResponseFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(z.object({ text: rule })), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      toast.success(await onSave(text));
      reset();
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldError(field) : undefined;
      if (message) setError('text', { type: 'server', message }, { shouldFocus: true });
      else toast.error(failedMessage);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Field label={label} error={errors.text?.message}>
        <Textarea rows={2} maxLength={2000} {...register('text')} />
      </Field>
      <Button type="submit" size="sm" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

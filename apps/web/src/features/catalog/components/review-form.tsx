import { zodResolver } from '@hookform/resolvers/zod';
import { reviewInputSchema, STAR_SCALE } from '@pasal/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useSaveReview } from '../api/save-review.ts';

const reviewFormSchema = reviewInputSchema.pick({ rating: true, review: true });

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
const ratings = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i);

type ReviewFormProps = { productId: number; userId: number };

/** Spec §2, §5: a 1–5 star select and the text, both required. Posting again edits (spec §7). */
export function ReviewForm({ productId, userId }: ReviewFormProps) {
  const save = useSaveReview();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(reviewFormSchema), defaultValues: { rating: '', review: '' } });

  const onSubmit = handleSubmit(async ({ rating, review }) => {
    try {
      const { message } = await save.mutateAsync({ productId, userId, rating, review });
      reset();
      toast.success(message);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['rating', 'review'])) {
        toast.error(serverMessage(error) ?? 'Something went wrong. Please try again');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Your rating" error={errors.rating?.message} required>
        <Select {...register('rating')}>
          <option value="">Choose stars</option>
          {ratings.map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
              {'☆'.repeat(STAR_SCALE - n)} {n} – {WORDS[n]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Your review"
        error={errors.review?.message}
        hint="Already reviewed it? Sending again replaces your earlier review."
        required
      >
        <Textarea rows={4} maxLength={2000} {...register('review')} />
      </Field>
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        Submit review
      </Button>
    </form>
  );
}

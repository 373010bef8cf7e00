import { zodResolver } from '@hookform/resolvers/zod';
import { emailField } from '@pasal/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useAlert } from '../../../components/ui/alert-dialog.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { EmailField, SubmitButton } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';

const forgotPasswordSchema = z.object({ email: emailField });

/**
 * Spec §8 says every failure is 'Email does not exist'. Being told to wait (429), that the mail
 * could not go out (5xx) or that the phone is offline is not that, so those say what happened.
 */
function failureTitle(error: unknown): string {
  const saysWhy =
    error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
  return saysWhy ? error.detail : 'Email does not exist';
}

export default function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const { alert, show } = useAlert();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      reset();
      show({
        tone: 'success',
        title: 'An email has been sent to you',
        description: 'Open the link in it to choose a new password.',
      });
    } catch (error) {
      show({ tone: 'error', title: failureTitle(error) });
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      switchTo={{ prompt: 'Remembered it?', to: '/login', label: 'Login' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={isSubmitting}>Send Email</SubmitButton>
      </form>
      {alert}
    </AuthCard>
  );
}

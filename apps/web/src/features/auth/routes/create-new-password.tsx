import { zodResolver } from '@hookform/resolvers/zod';
import { passwordField } from '@pasal/domain';
import { Link2Off } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { MessageCard } from '../../../components/layout/message-card.tsx';
import { useAlert } from '../../../components/ui/alert-dialog.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields, SubmitButton } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';

// Spec §5: differing values are an alert, not a field message, so the schema leaves password2 alone.
const newPasswordSchema = z.object({ password: passwordField, password2: z.string() });

export default function CreateNewPasswordPage() {
  const [params] = useSearchParams();
  const otp = params.get('otp') ?? '';
  const uidb64 = params.get('uidb64') ?? '';
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const { alert, show } = useAlert();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', password2: '' } });

  const onSubmit = handleSubmit(async ({ password, password2 }) => {
    if (password !== password2) {
      show({ tone: 'error', title: 'Password does not match' });
      return;
    }
    try {
      await changePassword.mutateAsync({ password, otp, uidb64 });
      show({
        tone: 'success',
        title: 'Password changed successfully',
        onClose: () => navigate('/login', { replace: true }),
      });
    } catch (error) {
      show({
        tone: 'error',
        title: 'An error occured. Please try again',
        description: error instanceof ApiError && error.status >= 400 ? error.detail : undefined,
      });
    }
  });

  if (!otp || !uidb64) {
    return (
      <MessageCard
        icon={Link2Off}
        title="This link is incomplete"
        actions={<LinkButton to="/forgot-password">Send a new link</LinkButton>}
      >
        <p>Open the link from your password-reset e-mail exactly as it was sent, or ask for a new one.</p>
      </MessageCard>
    );
  }

  return (
    <AuthCard title="Create new password" description="Choose a new password for your Pasal account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          passwordLabel="New password"
          password={register('password')}
          confirm={register('password2')}
          value={watch('password')}
          passwordError={errors.password?.message}
        />
        <SubmitButton busy={isSubmitting}>Save new password</SubmitButton>
      </form>
      {alert}
    </AuthCard>
  );
}

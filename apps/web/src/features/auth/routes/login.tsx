import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@pasal/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { useAlert } from '../../../components/ui/alert-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { EmailField, SubmitButton } from '../components/account-fields.tsx';
import { AuthCard, authLinkClass } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { errorPopupTitle } from '../lib/error-popup-title.ts';

/** Where the guard sent the user from (RequireAuth's `state.from`), if it is a page of this site. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export default function LoginPage() {
  const location = useLocation();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { alert, show } = useAlert();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const pair = await login.mutateAsync(input);
      await completeSignIn(pair, 'Login successfully', returnPath(location.state));
    } catch (error) {
      show({ tone: 'error', title: errorPopupTitle(error) });
    }
  });

  return (
    <AuthCard
      title="Login"
      description="Welcome back to Pasal."
      switchTo={{ prompt: 'New to Pasal?', to: '/register', label: 'Create Account' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className={authLinkClass}>
            Forgot Password
          </Link>
        </div>
        <SubmitButton busy={isSubmitting}>Login</SubmitButton>
      </form>
      <GoogleButton />
      {alert}
    </AuthCard>
  );
}

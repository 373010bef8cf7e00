import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, registerSchema } from '@pasal/domain';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAlert } from '../../../components/ui/alert-dialog.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import {
  EmailField,
  NewPasswordFields,
  StoreNameField,
  SubmitButton,
} from '../components/account-fields.tsx';
import { AuthCard, authLinkClass } from '../components/auth-card.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { errorPopupTitle } from '../lib/error-popup-title.ts';

/** PRODUCT.md: "I want to sell" opens a shop at sign-up, so its store name becomes required. */
const registerFormSchema = registerSchema.safeExtend({ sell: z.boolean() }).superRefine((input, ctx) => {
  if (input.sell && input.store_name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['store_name'], message: MESSAGES.storeNameShort });
  }
});

const SERVER_FIELDS = ['full_name', 'email', 'phone', 'password', 'password2', 'store_name'] as const;

export default function RegisterPage() {
  const [params] = useSearchParams();
  const registration = useRegister();
  const completeSignIn = useCompleteSignIn();
  const { alert, show } = useAlert();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      password: '',
      password2: '',
      // The header's "Become a vendor" sends signed-out visitors here with ?vendor=1.
      sell: params.get('vendor') === '1',
    },
  });
  const selling = watch('sell');

  const onSubmit = handleSubmit(async ({ sell, ...input }) => {
    try {
      const pair = await registration.mutateAsync(input);
      const home = input.store_name ? '/vendor/dashboard/' : '/';
      await completeSignIn(pair, 'Register successfully', home);
    } catch (error) {
      // Spec §8: a failed sign-up always answers with the pop-up; the server's field messages
      // also land under their fields so the shopper sees what to fix once it is dismissed.
      showServerFieldErrors(error, setError, SERVER_FIELDS);
      show({ tone: 'error', title: errorPopupTitle(error) });
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Shop the best tech in Nepal, or open your own shop."
      size="md"
      switchTo={{ prompt: 'Already have an account?', to: '/login', label: 'Login' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <EmailField error={errors.email?.message} {...register('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <NewPasswordFields
          passwordLabel="Password"
          password={register('password')}
          confirm={register('password2')}
          value={watch('password')}
          passwordError={errors.password?.message}
          confirmError={errors.password2?.message}
        />
        <div className="rounded-lg border border-line bg-canvas px-4 py-2">
          <Checkbox label="I want to sell on Pasal" {...register('sell')} />
          {selling && (
            <StoreNameField
              error={errors.store_name?.message}
              className="pb-3"
              {...register('store_name', { shouldUnregister: true })}
            />
          )}
        </div>
        <p className="text-sm text-ink-muted">
          By creating an account you agree to our{' '}
          <Link to="/terms" className={authLinkClass}>
            Terms of service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={authLinkClass}>
            Privacy policy
          </Link>
          .
        </p>
        <SubmitButton busy={isSubmitting}>Create Account</SubmitButton>
      </form>
      {alert}
    </AuthCard>
  );
}

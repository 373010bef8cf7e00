import { zodResolver } from '@hookform/resolvers/zod';
import { becomeVendorSchema } from '@pasal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAlert } from '../../../components/ui/alert-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { setTokens } from '../../../lib/auth/session-store.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useBecomeVendor } from '../api/become-vendor.ts';
import { StoreNameField, SubmitButton } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { errorPopupTitle } from '../lib/error-popup-title.ts';

const DASHBOARD = '/vendor/dashboard/';
const SERVER_FIELDS = ['store_name', 'description', 'mobile'] as const;

/** PRODUCT.md "Becoming a vendor": a signed-in customer opens a shop on the account they already have. */
export default function BecomeVendorPage() {
  const { isVendor } = useAuth();
  // Decided on arrival: opening the shop here makes the user a vendor, and the page moves on itself.
  const [vendorOnArrival] = useState(isVendor);
  const navigate = useNavigate();
  const becomeVendor = useBecomeVendor();
  const { alert, show } = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(becomeVendorSchema),
    defaultValues: { store_name: '', description: '', mobile: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const pair = await becomeVendor.mutateAsync(input);
      // The new tokens carry the shop's vendor_id: the vendor menu appears from here on.
      if (!setTokens(pair.access, pair.refresh)) throw new Error('Unreadable token');
      toast.success('Your shop is open');
      navigate(DASHBOARD, { replace: true });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, SERVER_FIELDS)) {
        show({ tone: 'error', title: errorPopupTitle(error) });
      }
    }
  });

  if (vendorOnArrival) return <Navigate to={DASHBOARD} replace />;

  return (
    <AuthCard
      title="Become a vendor"
      description="Open your shop on Pasal: list your products and sell to shoppers across Nepal."
      size="md"
      switchTo={{ prompt: 'Changed your mind?', to: '/', label: 'Keep shopping' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <StoreNameField error={errors.store_name?.message} {...register('store_name')} />
        <Field
          label="Description"
          hint="What you sell, in a sentence or two."
          error={errors.description?.message}
        >
          <Textarea rows={4} {...register('description')} />
        </Field>
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          hint="The number shoppers can call about their orders."
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <SubmitButton busy={isSubmitting}>Open my shop</SubmitButton>
      </form>
      {alert}
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { imageUrl, SHOP_SETTINGS_MESSAGES, type Shop, shopSettingsInputSchema } from '@pasal/domain';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { ShopImagePicker } from './shop-image-picker.tsx';

const editable = (shop: Shop) => ({ name: shop.name, description: shop.description });

/** Spec §2 settings: name, about and picture change here; e-mail and mobile are the account's. */
export function ShopSettingsForm({ shop }: { shop: Shop }) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(shopSettingsInputSchema), defaultValues: editable(shop) });

  const onSubmit = handleSubmit(async (fields) => {
    setImageError(undefined);
    try {
      const saved = await save.mutateAsync({ vendorId: shop.id, fields, image });
      setImage(null);
      reset(editable(saved));
      toast.success(SHOP_SETTINGS_MESSAGES.saved);
    } catch (error) {
      showServerFieldErrors(error, setError, ['name', 'description']);
      if (error instanceof ApiError) setImageError(error.fieldError('image'));
      toast.error(SHOP_SETTINGS_MESSAGES.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 md:grid-cols-[12rem_1fr]">
      <ShopImagePicker
        current={imageUrl(shop.image, pageOrigin())}
        file={image}
        onChange={setImage}
        error={imageError}
      />
      <div className="min-w-0 space-y-4">
        <TextField label="Store Name" required error={errors.name?.message} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email Address" type="email" readOnly value={shop.user.email} />
          <TextField label="Mobile" type="tel" readOnly value={shop.mobile} />
        </div>
        <p className="-mt-2 text-xs text-ink-subtle">
          Your e-mail and mobile are your account's and cannot be changed here.
        </p>
        <Field label="About Me" error={errors.description?.message} hint="Shown on your shop page.">
          <Textarea rows={5} {...register('description')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <LinkButton to={`/vendor/${shop.slug}/`} variant="secondary" size="lg">
            <ExternalLink className="size-4" aria-hidden="true" />
            View Store
          </LinkButton>
          <Button type="submit" size="lg" loading={isSubmitting}>
            Save Changes
          </Button>
        </div>
      </div>
    </form>
  );
}

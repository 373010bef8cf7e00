import { zodResolver } from '@hookform/resolvers/zod';
import { findCountry, imageUrl, type Profile, profileUpdateSchema } from '@pasal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CountryField } from '../../../components/ui/country-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ProfileImagePicker } from './profile-image-picker.tsx';

const EDITABLE = ['full_name', 'address', 'city', 'state', 'country'] as const;

function editableValues(profile: Profile) {
  const { full_name, address, city, state, country } = profile;
  // A country saved before the list existed shows as its entry, or as not set.
  return { full_name, address, city, state, country: findCountry(country)?.name ?? '' };
}

/** Spec §2 settings: name, address and picture change here; e-mail and phone are shown read-only (§5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: editableValues(profile),
  });

  const onSubmit = handleSubmit(async (fields) => {
    setImageError(undefined);
    try {
      const saved = await updateProfile.mutateAsync({ userId: profile.user.id, fields, image });
      setImage(null);
      reset(editableValues(saved));
      toast.success('Profile updated successfully');
    } catch (error) {
      showServerFieldErrors(error, setError, EDITABLE);
      if (error instanceof ApiError) setImageError(error.fieldError('image'));
      toast.error('Something went wrong. Please try again');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <ProfileImagePicker
        current={imageUrl(profile.image, pageOrigin())}
        file={image}
        onChange={setImage}
        error={imageError}
      />
      <div className="space-y-4">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email" type="email" readOnly value={profile.user.email} />
          <TextField label="Phone" type="tel" readOnly value={profile.user.phone} />
        </div>
        <p className="-mt-2 text-xs text-ink-subtle">
          Your email and phone identify your account and cannot be changed here.
        </p>
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <CountryField noneLabel="Not set" error={errors.country?.message} {...register('country')} />
        </div>
        <div className="flex justify-end pt-2">
          <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
            Save Changes
          </Button>
        </div>
      </div>
    </form>
  );
}

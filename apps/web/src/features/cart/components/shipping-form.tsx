import { zodResolver } from '@hookform/resolvers/zod';
import {
  FALLBACK_COUNTRY,
  findCountry,
  type Profile,
  SHIPPING_REQUIRED_MESSAGE,
  type ShippingDetails,
  shippingDetailsSchema,
} from '@pasal/domain';
import { clsx } from 'clsx';
import { CircleAlert, LocateFixed } from 'lucide-react';
import {
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  useEffect,
  useImperativeHandle,
  useMemo,
  useState,
} from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { CountryField } from '../../../components/ui/country-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { canLocate, locationAllowed, useLocateCountry } from '../api/locate-country.ts';

/** How long the country must stay chosen (arrow keys step through the list) before the summary is priced for it. */
const COUNTRY_SETTLE_MS = 400;

type FieldSpec = ComponentProps<'input'> & { name: keyof ShippingDetails; label: string; hint?: string };

/** The seven fields of spec §3, a row at a time (one, two or three side by side from `sm` up). */
const ROWS: FieldSpec[][] = [
  [{ name: 'full_name', label: 'Full name', autoComplete: 'name' }],
  [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    {
      name: 'mobile',
      label: 'Mobile',
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel',
      hint: 'Digits only; the courier calls this number.',
    },
  ],
  [{ name: 'address', label: 'Address', autoComplete: 'street-address' }],
  [
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'Province / State', autoComplete: 'address-level1' },
    { name: 'country', label: 'Country' },
  ],
];
const columns = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3'];

export const SHIPPING_FIELDS = ROWS.flat().map((field) => field.name);

const empty: ShippingDetails = {
  full_name: '',
  email: '',
  mobile: '',
  address: '',
  city: '',
  state: '',
  country: FALLBACK_COUNTRY,
};

/** Spec §2: name, e-mail and phone from the profile's user, the address from the profile. */
function fromProfile(profile: Profile | undefined): ShippingDetails {
  if (!profile) return empty;
  return {
    full_name: profile.full_name || profile.user.full_name,
    email: profile.user.email,
    mobile: profile.user.phone.replace(/\D/g, ''),
    address: profile.address,
    city: profile.city,
    state: profile.state,
    // A profile saved before the country list may hold a spelling of its own.
    country: findCountry(profile.country)?.name ?? FALLBACK_COUNTRY,
  };
}

/**
 * The profile's details for the form, except the field the shopper is in as they arrive: that one
 * keeps what it holds. Filled under the caret, what they type next would land after the
 * profile's text (react-hook-form's `keepDirtyValues` only spares a field already typed in).
 */
function prefillAround(formId: string, details: ShippingDetails): ShippingDetails {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement)) return details;
  if (active.form?.id !== formId) return details;
  const field = SHIPPING_FIELDS.find((name) => name === active.name);
  return field ? { ...details, [field]: active.value } : details;
}

/** What the cart page asks of the form: its country (for quantity updates) and the server's field errors. */
export type ShippingFormHandle = {
  country: () => string;
  showServerErrors: (error: unknown) => boolean;
};

type ShippingFormProps = {
  id: string;
  profile: Profile | undefined;
  /** The signed-in shopper's profile is still on its way: the form says it is busy. */
  prefilling?: boolean;
  onSubmit: (details: ShippingDetails) => void;
  /** The country as chosen (or located), once it settles: the summary's tax depends on it. */
  onCountryChange?: (country: string) => void;
  ref?: Ref<ShippingFormHandle>;
};

/**
 * The shipping details of spec §3; all seven are required (spec §5) and the phone takes digits
 * only. Prefilled from the profile once it arrives, without overwriting what was already typed
 * or the field the shopper is in.
 */
export function ShippingForm({
  id,
  profile,
  prefilling = false,
  onSubmit,
  onCountryChange,
  ref,
}: ShippingFormProps) {
  const [missing, setMissing] = useState(false);
  const locate = useLocateCountry();
  // Worked out once per profile: again on each render, the field the shopper is in would be reset
  // to what it held at every keystroke.
  const values = useMemo(() => prefillAround(id, fromProfile(profile)), [id, profile]);
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const country = useDebouncedValue(useWatch({ control, name: 'country' }), COUNTRY_SETTLE_MS);
  useEffect(() => {
    onCountryChange?.(country);
  }, [country, onCountryChange]);

  useImperativeHandle(
    ref,
    () => ({
      country: () => getValues('country'),
      showServerErrors: (error) => showServerFieldErrors(error, setError, SHIPPING_FIELDS),
    }),
    [getValues, setError],
  );

  function onInvalid(problems: FieldErrors<ShippingDetails>) {
    const blank = SHIPPING_FIELDS.some((field) => problems[field] && !getValues(field).trim());
    setMissing(blank);
    if (blank) toast.warning(SHIPPING_REQUIRED_MESSAGE);
  }

  // Spec §7: country from the shopper's position, falling back to Nepal when that fails.
  function fillCountryFromLocation() {
    locate.mutate(undefined, {
      onSuccess: (country) => {
        setValue('country', country, { shouldDirty: true, shouldValidate: true });
        toast.success(`Country set to ${country}`);
      },
      onError: () => {
        setValue('country', FALLBACK_COUNTRY, { shouldDirty: true, shouldValidate: true });
        toast.info(`We could not find your country, so ${FALLBACK_COUNTRY} is used. You can choose another.`);
      },
    });
  }

  // On opening, the position is read at once only where the shopper has already allowed it: a
  // permission prompt the moment the cart opens is one most people refuse. It fills a country
  // nobody chose yet; failing, the country stays as it is, without a word.
  const { mutate: locateNow } = locate;
  useEffect(() => {
    let live = true;
    void locationAllowed().then((allowed) => {
      if (!live || !allowed) return;
      locateNow(undefined, {
        onSuccess: (country) => {
          if (getFieldState('country').isDirty || getValues('country') !== FALLBACK_COUNTRY) return;
          setValue('country', country, { shouldDirty: true, shouldValidate: true });
          toast.success(`Country set to ${country}`);
        },
      });
    });
    return () => {
      live = false;
    };
  }, [locateNow, getFieldState, getValues, setValue]);

  const mobile = register('mobile');
  const onMobileChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.replace(/\D/g, '');
    return mobile.onChange(event);
  };

  return (
    <form
      id={id}
      noValidate
      aria-busy={prefilling}
      onSubmit={handleSubmit((details) => {
        setMissing(false);
        onSubmit(details);
      }, onInvalid)}
      className="space-y-4"
    >
      {missing && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md bg-warning-50 px-3 py-2 text-sm font-semibold text-warning-600"
        >
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {SHIPPING_REQUIRED_MESSAGE}
        </p>
      )}
      {ROWS.map((row) => (
        <div key={row.map((field) => field.name).join()} className={clsx('grid gap-4', columns[row.length])}>
          {row.map(({ name, ...input }) =>
            name === 'country' ? (
              <CountryField
                key={name}
                required
                label={input.label}
                error={errors.country?.message}
                {...register(name)}
              />
            ) : (
              <TextField
                key={name}
                required
                error={errors[name]?.message}
                {...input}
                {...(name === 'mobile' ? { ...mobile, onChange: onMobileChange } : register(name))}
              />
            ),
          )}
        </div>
      ))}
      {canLocate() && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={fillCountryFromLocation}
          loading={locate.isPending}
        >
          {!locate.isPending && <LocateFixed className="size-4" aria-hidden="true" />}
          Use my location for the country
        </Button>
      )}
    </form>
  );
}

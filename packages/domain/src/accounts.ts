import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from './constants.ts';
import { countrySchema } from './countries.ts';

/**
 * Account inputs of spec §5, with its messages word for word. The server validates requests
 * with these and the app validates forms with the same ones, so both say the same thing.
 */

/** Spec §5: "non-space text, @, dot". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: digits, spaces, dashes, parentheses, or a leading +. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
/** Argon2 work grows with input; nobody types more than this. */
export const MAX_PASSWORD_LENGTH = 128;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  nameRequired: 'Full name is required',
  nameShort: `Name must be at least ${MIN_NAME_LENGTH} characters`,
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number',
  passwordsDiffer: 'Passwords do not match',
  storeNameShort: 'Store name must be at least 3 characters',
} as const;

export const emailField = z.string().trim().max(254, MESSAGES.email).regex(EMAIL_PATTERN, MESSAGES.email);

export const passwordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordShort)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.passwordLong);

export const phoneField = z
  .string()
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(20, MESSAGES.phone)
  .refine((value) => value.length >= MIN_PHONE_LENGTH && PHONE_PATTERN.test(value), MESSAGES.phone);

const fullNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.nameRequired)
  .min(MIN_NAME_LENGTH, MESSAGES.nameShort)
  .max(100, 'Name must be at most 100 characters');

/** Empty strings (blank form fields) and the form-encoded "undefined" mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'undefined' || value === null ? undefined : value),
    schema.optional(),
  );

/**
 * Paths under /vendor/ that are the vendor dashboard's own pages (apps/web router): a shop
 * slug must never be one of them, or its public page at /vendor/{slug} would be unreachable.
 */
export const RESERVED_SHOP_SLUGS: ReadonlySet<string> = new Set([
  'dashboard',
  'products',
  'add-product',
  'update-product',
  'orders',
  'earning',
  'reviews',
  'coupon',
  'notifications',
  'settings',
]);

export const storeNameField = z
  .string()
  .trim()
  .min(3, MESSAGES.storeNameShort)
  .max(80, 'Store name must be at most 80 characters');

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    full_name: fullNameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    password2: z.string().max(MAX_PASSWORD_LENGTH, MESSAGES.passwordsDiffer),
    /** PRODUCT.md: "I want to sell" opens a shop with this name at sign-up. */
    store_name: optional(storeNameField),
  })
  .refine((input) => input.password === input.password2, {
    path: ['password2'],
    message: MESSAGES.passwordsDiffer,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const refreshSchema = z.object({ refresh: z.string().min(1).max(2000) });
export const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Spec §7 `user/password-change/`: the new password, the mailed OTP and the user's uidb64. */
export const passwordChangeSchema = z.object({
  password: passwordField,
  otp: z.string().trim().min(1).max(200),
  uidb64: z.string().trim().min(1).max(100),
});

export const becomeVendorSchema = z.object({
  store_name: storeNameField,
  description: optional(z.string().trim().max(1000)),
  mobile: optional(phoneField),
});
export type BecomeVendorInput = z.infer<typeof becomeVendorSchema>;

const profileText = (max: number) => optional(z.string().trim().max(max));

/** Spec §5: e-mail and phone are read-only on the profile, so they are not here. */
export const profileUpdateSchema = z.object({
  full_name: optional(fullNameField),
  address: profileText(200),
  city: profileText(100),
  state: profileText(100),
  country: optional(countrySchema),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string(),
    full_name: z.string(),
    username: z.string(),
  }),
  full_name: z.string(),
  image: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  date: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Fair', 'Good', 'Strong', 'Excellent'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * Spec §4/§5: one point each for length 8+, a lowercase letter, an uppercase letter, a digit
 * and a symbol, 0 to 5. Scores 0 and 1 both read "Weak"; 2 to 5 climb the remaining labels.
 */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const checks = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: PASSWORD_STRENGTH_LABELS[Math.max(0, score - 1)] ?? 'Weak' };
}

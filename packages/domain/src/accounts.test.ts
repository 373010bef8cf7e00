import { describe, expect, it } from 'vitest';
import { loginSchema, passwordStrength, profileUpdateSchema, registerSchema } from './accounts.ts';

/** The first message per field, as a form shows it. */
const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message]));

const valid = {
  full_name: 'Aarati Sharma',
  email: 'aarati@example.com',
  phone: '+977 (98) 4123-4567',
  password: 'secret1',
  password2: 'secret1',
};

describe('login and register rules (spec §5)', () => {
  it('gives the spec messages for a bad e-mail and a short password', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b', password: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(loginSchema.safeParse({ email: ' me@shop.np ', password: '123456' }).data?.email).toBe(
      'me@shop.np',
    );
  });

  it('accepts a complete registration and leaves the store name out when blank', () => {
    const parsed = registerSchema.parse({ ...valid, store_name: '' });
    expect(parsed.store_name).toBeUndefined();
    expect(registerSchema.parse({ ...valid, store_name: ' Thamel Tech ' }).store_name).toBe('Thamel Tech');
  });

  it.each([
    [{ full_name: '' }, 'full_name', 'Full name is required'],
    [{ full_name: 'Al' }, 'full_name', 'Name must be at least 3 characters'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '98-12' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '98412345x' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '98+4123456' }, 'phone', 'Please enter a valid phone number'],
    [{ password2: 'secret2' }, 'password2', 'Passwords do not match'],
    [{ store_name: 'AB' }, 'store_name', 'Store name must be at least 3 characters'],
  ])('refuses %o with "%s: %s"', (change, field, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });
});

describe('profile update', () => {
  it('ignores blank and "undefined" form values and cannot change e-mail or phone', () => {
    const parsed = profileUpdateSchema.parse({
      city: '',
      state: 'undefined',
      country: 'Nepal',
      email: 'x@y.z',
    });
    expect(parsed).toEqual({ country: 'Nepal' });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcDEF', 2, 'Fair'],
    ['abcDEF1', 3, 'Good'],
    ['abcDEF12', 4, 'Strong'],
    ['abcDEF1!x', 5, 'Excellent'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  PASSWORD_STRENGTH_LABELS,
  passwordChangeSchema,
  passwordStrength,
  profileUpdateSchema,
  registerSchema,
} from './accounts.ts';

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
    [{ email: '' }, 'email', 'Please enter a valid email address'],
    [{ email: 'aarati@example' }, 'email', 'Please enter a valid email address'],
    [{ email: 'aarati sharma@example.com' }, 'email', 'Please enter a valid email address'],
    [{ email: 'aarati@@example.com' }, 'email', 'Please enter a valid email address'],
    [{ full_name: '   ' }, 'full_name', 'Full name is required'],
    [{ full_name: ' Al ' }, 'full_name', 'Name must be at least 3 characters'],
    [{ phone: '981234' }, 'phone', 'Please enter a valid phone number'],
    [{ password: '12345', password2: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password2: 'secret2' }, 'password2', 'Passwords do not match'],
    [{ store_name: 'AB' }, 'store_name', 'Store name must be at least 3 characters'],
  ])('refuses %o with "%s: %s"', (change, field, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it('accepts each rule at its limit: a 3-letter name, a 7-character phone, a 6-character password', () => {
    const atLimits = {
      full_name: 'Ram',
      email: 'r@b.np',
      phone: '9812345',
      password: '123456',
      password2: '123456',
    };
    expect(registerSchema.safeParse({ ...valid, ...atLimits }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, phone: '+977-(1)-4412345' }).success).toBe(true);
  });
});

describe('new password and profile rules', () => {
  it('gives the spec message for a short new password', () => {
    expect(
      firstMessage(passwordChangeSchema.safeParse({ password: '12345', otp: 'x', uidb64: 'MQ' })),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a profile name shorter than 3 characters with the register message', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ full_name: 'Al' }))).toEqual({
      full_name: 'Name must be at least 3 characters',
    });
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
  it('labels the scores with the spec words, in order', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['Weak', 'Fair', 'Good', 'Strong', 'Excellent']);
  });

  it.each([
    ['abc', 'a lowercase letter'],
    ['ABC', 'an uppercase letter'],
    ['123', 'a digit'],
    ['#$%', 'a symbol'],
  ])('gives %j one point for %s alone', (password) => {
    expect(passwordStrength(password).score).toBe(1);
  });

  it('gives a point for a length of 8 or more, not 7', () => {
    expect(passwordStrength('abcdefg').score).toBe(1);
    expect(passwordStrength('abcdefgh').score).toBe(2);
  });

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

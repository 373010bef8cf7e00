import type { Page } from 'playwright-core';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Pasal@2026';

let emails = 0;

/** An address no one has registered yet, so a journey can sign up on a shared seeded database. */
export function freshEmail(name: string): string {
  emails += 1;
  return `${name}.${Date.now()}.${emails}@example.com`;
}

/** Fills the login form (spec §2) and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export interface Registration {
  fullName: string;
  email: string;
  phone?: string;
  password: string;
  confirm?: string;
  /** Opens a shop at sign-up; the "I want to sell on Pasal" box must already be ticked. */
  storeName?: string;
}

/** Fills the register form (spec §2, PRODUCT.md store name) without submitting it. */
export async function fillRegistration(page: Page, person: Registration) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone ?? '9812345678');
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.confirm ?? person.password);
  if (person.storeName !== undefined) await page.getByLabel('Store name').fill(person.storeName);
}

/** Waits for a toast (sonner) with exactly this text. */
export async function toastShown(page: Page, text: string) {
  await page.getByRole('listitem').filter({ hasText: text }).first().waitFor();
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Waits for a toast of this kind whose title is exactly `text`, word for word (toastShown also
 * accepts a toast that merely contains it).
 */
export async function toastExactly(page: Page, kind: ToastKind, text: string) {
  await page
    .locator(`[data-sonner-toast][data-type="${kind}"]`)
    .filter({ has: page.locator('[data-title]').getByText(text, { exact: true }) })
    .first()
    .waitFor();
}

/**
 * Waits for the pop-up alert and answers its title as a screen reader hears it: the icon's
 * meaning, "Error: " or "Success: ", then the message itself.
 */
export async function alertTitle(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return ((await dialog.getByRole('heading').textContent()) ?? '').trim();
}

/** The message under a form field (the error its input names in aria-describedby), or '' when none. */
export async function fieldError(page: Page, label: string | RegExp): Promise<string> {
  const describedBy = (await page.getByLabel(label).getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '').trim();
}

/** Waits for the pop-up alert and answers its text (title and description). */
export async function alertText(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return (await dialog.textContent()) ?? '';
}

/** Dismisses the pop-up alert with its OK button. */
export async function dismissAlert(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** Resolves once the page is at this path (trailing slash optional). */
export async function atPath(page: Page, path: string) {
  const bare = path.replace(/\/$/, '') || '/';
  await page.waitForURL((url) => (url.pathname.replace(/\/$/, '') || '/') === bare);
}

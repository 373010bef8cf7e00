import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, openPage, runChecked } from '../lib/pages.ts';

const journey = useJourney();

describe('header search suggestions', () => {
  it('suggests products as you type; arrow keys and Enter open one, Escape closes the list', async () => {
    const opened = await openPage(journey, '/', { viewport: DESKTOP });
    const { page } = opened;
    await runChecked(opened, async () => {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('macbook');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option', { name: /MacBook Pro 14/ }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page, 'suggestions open');

      await box.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await box.inputValue()).toBe('macbook');
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // Arrow down reopens the list, and again points at the first suggestion.
      await box.press('ArrowDown');
      await list.waitFor();
      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      const title = (await first.textContent()) ?? '';
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/detail/'));
      await page.getByRole('heading', { level: 1, name: title.trim() }).waitFor();
    });
  });

  it('suggests the category a word means, which opens a search in it', async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('combobox', { name: 'Search products' }).fill('mobile');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      const category = list.getByRole('option', { name: /Smartphones/ });
      await category.click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/search') && /^\d+$/.test(url.searchParams.get('category') ?? ''),
      );
    });
  });
});

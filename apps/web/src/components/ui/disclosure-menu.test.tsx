// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { DisclosureMenu } from './disclosure-menu.tsx';

// Runs on Preact, as the app does: its plain effects wait for the next paint, so what the menu
// listens for must be in place as soon as the panel renders, before any frame.
describe('DisclosureMenu', () => {
  let button: HTMLButtonElement;

  beforeEach(async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container, document.createElement('input'));
    await act(() => {
      createRoot(container).render(
        <DisclosureMenu label="Aarati">{() => <a href="/customer/orders">My orders</a>}</DisclosureMenu>,
      );
    });
    button = container.querySelector('button') as HTMLButtonElement;
  });

  /** Opens the panel and lets Preact render it, but runs no frame (no effect after paint). */
  async function openWithoutAFrame() {
    button.focus();
    button.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  }

  it('closes on an Escape pressed straight after opening, and gives the focus back', async () => {
    await openWithoutAFrame();
    document.querySelector('a')?.focus();
    document
      .querySelector('a')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await Promise.resolve();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus leaves it straight after opening', async () => {
    await openWithoutAFrame();
    document.querySelector('input')?.focus();
    await Promise.resolve();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open for other keys', async () => {
    await openWithoutAFrame();
    document.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await Promise.resolve();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

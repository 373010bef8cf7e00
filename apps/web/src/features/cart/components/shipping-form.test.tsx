// @vitest-environment happy-dom
import type { Profile } from '@pasal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShippingForm } from './shipping-form.tsx';

const profile: Profile = {
  id: 7,
  user: {
    id: 3,
    email: 'maya.gurung@example.com',
    phone: '+977 9812345678',
    full_name: 'Maya Gurung',
    username: 'maya',
  },
  full_name: 'Maya Gurung',
  image: null,
  address: 'Lakeside Road 12',
  city: 'Pokhara',
  state: 'Gandaki',
  country: 'Nepal',
  date: '2026-11-01T00:00:00Z',
};

// Runs on Preact, as the app does. The signed-in shopper's profile may land while they are
// already in a field of the form: that field is theirs.
describe('ShippingForm prefilled from the profile', () => {
  let root: Root;
  let container: HTMLDivElement;
  const queries = new QueryClient();

  async function render(current: Profile | undefined) {
    await act(() => {
      root.render(
        <QueryClientProvider client={queries}>
          <ShippingForm id="shipping" profile={current} prefilling={!current} onSubmit={() => {}} />
        </QueryClientProvider>,
      );
    });
  }

  /** react-hook-form applies new values in an effect, which Preact runs after the next frame. */
  const filled = () => expect.poll(() => field('full_name').value).toBe('Maya Gurung');

  const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.replaceChildren(container);
    root = createRoot(container);
  });

  it('fills every field when the shopper is in none of them', async () => {
    await render(undefined);
    await render(profile);
    await filled();
    expect(field('email').value).toBe('maya.gurung@example.com');
    expect(field('mobile').value).toBe('9779812345678');
    expect(field('city').value).toBe('Pokhara');
  });

  it('leaves the field the shopper is in as it was, and fills the others', async () => {
    await render(undefined);
    field('email').focus();
    await render(profile);
    await filled();
    expect(field('email').value).toBe('');
    expect(field('address').value).toBe('Lakeside Road 12');
  });
});

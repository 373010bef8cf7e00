// @vitest-environment happy-dom
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInPieces } from './hydrate-later.tsx';

// Run on Preact, as the app is (the web project aliases react to preact/compat): what this module
// relies on, a subtree that suspends during hydration keeping its server markup, is Preact's.
const rendered: string[] = [];

function Counter({ name }: { name: string }) {
  rendered.push(name);
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {name} {taps}
    </button>
  );
}

function Page() {
  rendered.push('page');
  return (
    <main>
      <h1>Shop</h1>
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <HydrateLater>
        <Counter name="second" />
      </HydrateLater>
    </main>
  );
}

describe('hydrateInPieces', () => {
  let container: HTMLElement;
  let serverMarkup: string;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.replaceChildren(container);
    serverMarkup = renderToString(<Page />);
    container.innerHTML = serverMarkup;
    rendered.length = 0;
  });

  it('draws every piece on the server as if it were not there', () => {
    expect(serverMarkup).toBe(
      '<main><h1>Shop</h1><button type="button">first 0</button><button type="button">second 0</button></main>',
    );
  });

  it('leaves the pieces as the server drew them during the pass, then hydrates them, keeping their nodes', async () => {
    const [first, second] = container.querySelectorAll('button');
    const settled = hydrateInPieces(() => hydrateRoot(container, <Page />));

    expect(rendered).toEqual(['page']);
    expect(container.innerHTML).toBe(serverMarkup);

    await settled;
    expect(rendered).toEqual(['page', 'first', 'second']);
    expect(container.innerHTML).toBe(serverMarkup);
    const [firstAfter, secondAfter] = container.querySelectorAll('button');
    expect(firstAfter).toBe(first);
    expect(secondAfter).toBe(second);
  });

  it('answers taps once settled', async () => {
    await hydrateInPieces(() => hydrateRoot(container, <Page />));
    container.querySelectorAll('button')[1]?.click();
    await expect.poll(() => container.querySelectorAll('button')[1]?.textContent).toBe('second 1');
  });

  it('puts nothing off outside hydration: a page drawn in the browser renders whole', () => {
    const fresh = document.createElement('div');
    createRoot(fresh).render(<Page />);
    expect(rendered).toEqual(['page', 'first', 'second']);
    expect(fresh.innerHTML).toBe(serverMarkup);
  });
});

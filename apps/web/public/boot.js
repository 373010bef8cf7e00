// Starts the app of a page the server rendered (see the server's page-shell.ts) when the shopper
// first touches the page: a tap, a key, a scroll, the mouse moving. Until then a slow phone spends
// nothing on it and the page reads and scrolls as plain HTML, links and the search box working
// (decision 0035). The app's modules are fetched, not run, once the page has loaded, so the first
// touch does not wait for the network. A page left alone starts its app after `data-start-after`
// ms, when home's carousel is due to turn; a returning guest's page at once, since only the app
// can draw their cart in the header (it is kept under `data-cart-key` in the browser's storage;
// an id still under `data-unused-cart-key` has never been sent, so no cart is behind it).
(() => {
  const { entry, preload = '', startAfter, cartKey, unusedCartKey } = document.currentScript.dataset;
  const modules = [entry, ...preload.split(' ').filter(Boolean)];
  const TOUCHES = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'click',
    'wheel',
    'scroll',
  ];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of TOUCHES) removeEventListener(type, start, true);
    for (const href of modules.slice(1)) document.head.append(link('modulepreload', href));
    import(entry);
  };
  if (hasCart(cartKey, unusedCartKey)) {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 500);
  } else {
    for (const type of TOUCHES) addEventListener(type, start, { capture: true, passive: true });
    setTimeout(start, Number(startAfter));
    addEventListener('load', () => {
      if (!started) for (const href of modules) document.head.append(link('prefetch', href));
    });
  }
  // After the app's start is arranged, so nothing here can keep it from starting.
  const root = document.getElementById('root');
  if (root) keepEarlyInput(root);
})();

function link(rel, href) {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  // Fetched as the module scripts are, so the browser's cache answers them.
  element.crossOrigin = '';
  return element;
}

function hasCart(key, unusedKey) {
  try {
    const id = key && localStorage.getItem(key);
    return Boolean(id) && localStorage.getItem(unusedKey) !== id;
  } catch {
    return false; // storage refused (a private mode): no cart was kept either
  }
}

/*
 * Until the app has taken the page over (main.tsx marks #root `data-hydrated`), its buttons are
 * drawn but nothing answers them. A tap on one is held and made again once the app answers, and
 * what was typed or chosen meanwhile is put back and announced to the app first, so a shopper
 * quicker than a slow phone loses nothing. Links, and forms with an address of their own (the
 * search box), work as they are.
 */
function keepEarlyInput(root) {
  const CONTROLS =
    'button, summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';
  const held = [];
  const hold = (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target.closest?.(`a[href], label, ${CONTROLS}`);
    // A label stands for its checkbox or radio; one for a text field only moves the focus.
    const control = target?.localName === 'label' ? target.control : target;
    if (!control?.matches(CONTROLS) || !root.contains(control)) return;
    if (control.type === 'submit' && control.form?.hasAttribute('action')) return;
    event.preventDefault();
    held.push(control);
  };
  // Hydration puts back the values the server drew, so what was typed is kept as it was typed.
  const typed = new Map();
  const note = (event) => {
    const field = event.target;
    if (root.contains(field) && field.type !== 'checkbox' && field.type !== 'radio')
      typed.set(field, field.value);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  new MutationObserver(async (_, observer) => {
    if (!('hydrated' in root.dataset)) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      field.value = value;
      field.dispatchEvent(new Event(field.localName === 'select' ? 'change' : 'input', { bubbles: true }));
      // A field already left is settled as on leaving it (the quantity box settles on blur).
      if (field !== document.activeElement)
        field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await nextTask();
    }
    for (const control of held) {
      if (control.isConnected) control.click();
      // The app draws each answer before the next tap, which may read it (a quantity, a size).
      await nextTask();
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** A task after the current one: message ports, which a journey's stopped clock does not hold. */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });
}

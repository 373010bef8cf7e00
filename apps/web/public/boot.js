// Starts the app once a page the server rendered has painted (see the server's page-shell.ts):
// on a slow phone network the page's pictures then do not share the line with the app's
// scripts, and the page shows before any of them is asked for. Deferred, so the whole page has
// been read; the app's modules are asked for after the next frame (or half a second, in a tab
// that draws no frames).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
  keepEarlyInput(document.getElementById('root'));
})();

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

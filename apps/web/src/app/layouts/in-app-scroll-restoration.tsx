import { ScrollRestoration } from 'react-router';

const STORAGE_KEY = 'pasal-scroll-positions';

/*
 * Once per document, before <ScrollRestoration> first reads them: forget the positions an earlier
 * page load saved. React Router keys them by history entry, and every entry opened by a full load
 * (a return from a payment provider, a typed or shared URL) has the same key, "default", so it would
 * open at whatever place the first page of the tab was left at. Only back/forward within this
 * load restores; a full load, like a push, opens at the top.
 */
try {
  sessionStorage.removeItem(STORAGE_KEY);
} catch {
  // Storage can be blocked (private modes): there is nothing saved to forget then.
}

/** Scroll restoration for back/forward inside the app only (issue 18: a full load opens at the top). */
export function InAppScrollRestoration() {
  return <ScrollRestoration storageKey={STORAGE_KEY} />;
}

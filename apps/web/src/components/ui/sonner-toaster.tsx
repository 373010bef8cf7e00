import { TOAST_DURATION_MS } from '@pasal/domain/plain';
import { Toaster } from 'sonner';

/*
 * At the bottom, away from the header (issue 18): a toast at the top covered the search, the cart
 * badge it talks about and the account menu. Sonner turns bottom-right into a full-width strip at
 * the bottom on phones (≤ 600 px).
 */
export default function SonnerToaster() {
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}

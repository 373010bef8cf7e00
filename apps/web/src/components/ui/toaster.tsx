import { TOAST_DURATION_MS } from '@pasal/domain';
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return <Sonner position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}

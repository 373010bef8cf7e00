type Toast = typeof import('sonner').toast;

/**
 * Shows a toast with sonner loaded on first use, for components on every first load (the heart
 * on each product card): their toasts follow a click, never the first paint.
 */
export function lazyToast(show: (toast: Toast) => void): void {
  void import('sonner').then(({ toast }) => show(toast));
}

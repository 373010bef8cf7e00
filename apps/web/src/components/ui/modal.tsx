import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown before the title, e.g. an alert's success or error sign. */
  icon?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'side' slides in from the left edge, for the phone navigation drawer. */
  placement?: 'center' | 'side';
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/*
 * The element that last had focus. A button disabled while it works (a form's submit button
 * while it sends) drops the focus to <body> without a blur event; a dialog opened by that work
 * (an error pop-up) must still hand the focus back to the button, not to the top of the page.
 */
let lastFocused: HTMLElement | null = null;
// Not on the server, which renders pages without a document.
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

function focusOwner(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Built on the native <dialog> in modal mode: the browser makes the rest of the page inert
 * (the focus trap), closes on Escape and gives it role="dialog"; we label it and hand focus
 * back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  icon,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: the dialog opens and closes, and the focus moves, with the render that
  // shows or empties it, never a frame later (an emptied dialog still open would hold the focus).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = focusOwner();
    dialog.showModal();
    // showModal focuses the first control (the close button); a dialog may name a better one.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape (onCancel); this is only the backdrop click
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'bg-surface p-0 text-ink shadow-overlay backdrop:backdrop-blur-[1px]',
        placement === 'center' && ['m-auto w-[calc(100%-2rem)] rounded-xl', widths[size]],
        placement === 'side' && 'm-0 h-dvh max-h-dvh w-[min(22rem,88vw)] rounded-none',
      )}
    >
      {open && (
        <div className={clsx('flex flex-col', placement === 'side' ? 'h-full' : 'max-h-[85dvh]')}>
          <header className="flex items-start gap-3 border-b border-line px-5 py-4">
            {icon}
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-md p-2 text-ink-muted hover:bg-canvas hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </header>
          {children && <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>}
          {footer && (
            <footer className={clsx('flex justify-end gap-3 px-5 py-4', children && 'border-t border-line')}>
              {footer}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}

import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'side' slides in from the left edge, for the phone navigation drawer. */
  placement?: 'center' | 'side';
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * Built on the native <dialog> in modal mode: the browser makes the rest of the page inert
 * (the focus trap), closes on Escape and gives it role="dialog"; we label it and hand focus
 * back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
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
          <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
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
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <footer className="flex justify-end gap-3 border-t border-line px-5 py-4">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}

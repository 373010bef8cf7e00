import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

type DisclosureMenuProps = {
  label: ReactNode;
  icon?: ReactNode;
  /** Receives `close` so a chosen link can shut the panel. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
};

/**
 * A button that shows a panel of links (the disclosure pattern, not an ARIA menu: plain links
 * keep their ordinary keyboard and screen-reader behaviour). Escape and outside clicks close it.
 */
export function DisclosureMenu({ label, icon, children, align = 'end' }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A layout effect, so the listeners are there as soon as the panel is: Preact runs plain effects
  // after the next paint, and a key pressed before then (Escape straight after Enter) went unheard.
  useLayoutEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onFocus(event: FocusEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm whitespace-nowrap font-semibold text-ink hover:bg-brand-50 hover:text-brand-800"
      >
        {icon}
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 text-ink-subtle transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={clsx(
          'absolute top-full z-40 mt-1 w-60 rounded-lg border border-line bg-surface p-1.5 shadow-raised',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}

import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export type AlertTone = 'success' | 'error';

export type AlertOptions = {
  tone: AlertTone;
  title: string;
  description?: ReactNode;
  /** Runs once the alert is dismissed, e.g. to move on to the next page. */
  onClose?: () => void;
};

const icons: Record<AlertTone, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'bg-success-50 text-success-600' },
  error: { icon: CircleAlert, className: 'bg-danger-50 text-danger-600' },
};

type AlertDialogProps = AlertOptions & { open: boolean };

/**
 * The spec's pop-up alerts (§7, §8): an icon that says success or failure, one line of text and
 * an OK button, which takes the focus so Enter or Escape dismisses it.
 */
export function AlertDialog({ open, tone, title, description, onClose }: AlertDialogProps) {
  const { icon: Icon, className } = icons[tone];
  return (
    <Modal
      open={open}
      onClose={() => onClose?.()}
      size="sm"
      icon={
        <span className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full', className)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      }
      title={
        <>
          <span className="sr-only">{tone === 'error' ? 'Error: ' : 'Success: '}</span>
          {title}
        </>
      }
      description={description}
      footer={
        <Button data-autofocus onClick={() => onClose?.()} className="min-w-24">
          OK
        </Button>
      }
    />
  );
}

/**
 * State for one alert at a time: `show` opens it, and `alert` is the element to render. Closing
 * hides it first and then runs the caller's `onClose`.
 */
export function useAlert(): { alert: ReactNode; show: (options: AlertOptions) => void } {
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  const show = useCallback((options: AlertOptions) => setCurrent(options), []);
  const alert = current && (
    <AlertDialog
      open
      {...current}
      onClose={() => {
        setCurrent(null);
        current.onClose?.();
      }}
    />
  );
  return { alert, show };
}

import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from './input.tsx';

/** A password box with a show/hide toggle (spec §2), so a shopper on a phone can check what they typed. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={clsx('pr-12', className)} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-label="Show password"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-md text-ink-muted hover:text-ink"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

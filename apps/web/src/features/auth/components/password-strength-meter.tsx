import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@pasal/domain';
import { clsx } from 'clsx';

/** Bar colour by score (0 to 5): red while weak, amber in the middle, green when strong. */
const colours = [
  'bg-danger-600',
  'bg-danger-600',
  'bg-warning-600',
  'bg-amber-500',
  'bg-success-600',
  'bg-success-600',
];

/** Spec §4: five points, one per rule met; the label says it in words for everyone. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-1" data-testid="password-strength" data-score={score}>
      <div className="flex gap-1" aria-hidden="true">
        {PASSWORD_STRENGTH_LABELS.map((name, index) => (
          <span
            key={name}
            className={clsx('h-1.5 flex-1 rounded-full', index < score ? colours[score] : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="mt-1 min-h-4 text-xs text-ink-muted" aria-live="polite">
        {password && (
          <>
            Password strength: <span className="font-semibold text-ink">{label}</span>
          </>
        )}
      </p>
    </div>
  );
}

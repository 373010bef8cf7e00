import { clsx } from 'clsx';
import { Check } from 'lucide-react';

type ProgressStepsProps = {
  /** The steps in order; they sit evenly from the start (0%) to the end (100%) of the bar. */
  steps: readonly string[];
  /** How far along the bar is filled (spec §9: the cart at 15%, checkout at 75%). */
  percent: number;
  label: string;
  className?: string;
};

/** The first label starts at its dot, the last ends at its dot, the others are centred under theirs. */
function labelShift(index: number, count: number): string {
  if (index === 0) return 'translateX(-0.75rem)';
  if (index === count - 1) return 'translateX(calc(-100% + 0.75rem))';
  return 'translateX(-50%)';
}

/**
 * The checkout's progress indicator: a bar filled to `percent` with a dot per step on it and
 * the step names under the dots. A step counts as reached once the bar passes its dot; the last
 * one reached is the current one.
 */
export function ProgressSteps({ steps, percent, label, className }: ProgressStepsProps) {
  const value = Math.min(100, Math.max(0, percent));
  const last = Math.max(1, steps.length - 1);
  const place = (index: number) => (index / last) * 100;
  const current = steps.reduce((found, _, index) => (place(index) <= value ? index : found), 0);

  return (
    // The dots are 1.5rem wide: the bar runs between the first and last dot's centres.
    <div className={clsx('px-3', className)}>
      <div className="relative h-6">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`Step ${current + 1} of ${steps.length}: ${steps[current] ?? ''}`}
          className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 overflow-hidden rounded-full bg-line"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
        </div>
        {steps.map((step, index) => {
          const done = index < current;
          return (
            <span
              key={step}
              aria-hidden="true"
              style={{ left: `${place(index)}%` }}
              className={clsx(
                'absolute top-0 flex size-6 -translate-x-1/2 items-center justify-center rounded-full border-2 text-2xs font-bold',
                index <= current ? 'border-brand-700' : 'border-line-strong text-ink-subtle',
                done ? 'bg-brand-700 text-white' : 'bg-surface',
                index === current && 'text-brand-700',
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
          );
        })}
      </div>
      <ol className="relative mt-2 h-5 text-xs font-semibold sm:text-sm">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            style={{ left: `${place(index)}%`, transform: labelShift(index, steps.length) }}
            className={clsx(
              'absolute top-0 whitespace-nowrap',
              index <= current ? 'text-brand-700' : 'text-ink-subtle',
            )}
          >
            {step}
            {index < current && <span className="sr-only"> (done)</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

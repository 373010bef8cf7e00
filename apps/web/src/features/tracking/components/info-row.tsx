import type { ReactNode } from 'react';

/** One label and value of a `<dl className="divide-y">`: side by side, wrapping on a narrow phone. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-medium text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

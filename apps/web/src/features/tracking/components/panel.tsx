import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardBody } from '../../../components/ui/card.tsx';

type PanelProps = {
  title: ReactNode;
  icon?: LucideIcon;
  /** A short line under the title, e.g. which parcel the panel describes. */
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled card: every section of the tracking pages is one, so the headings form an outline. */
export function Panel({ title, icon: Icon, subtitle, children, className }: PanelProps) {
  const titleId = useId();
  return (
    <Card className={clsx('flex flex-col', className)}>
      <section aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-start gap-3 border-b border-line px-5 py-4">
          {Icon && (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
          </div>
        </div>
        <CardBody className="flex-1">{children}</CardBody>
      </section>
    </Card>
  );
}

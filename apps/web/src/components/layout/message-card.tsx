import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../ui/page-title.tsx';
import { Container } from './container.tsx';

type MessageCardProps = { icon: LucideIcon; title: string; children: ReactNode; actions?: ReactNode };

/** A page that only says one thing (signed out, not a vendor yet, a broken link) and offers the next steps. */
export function MessageCard({ icon: Icon, title, children, actions }: MessageCardProps) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-6 text-center shadow-card sm:p-8">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <PageTitle title={title} className="mt-4 mb-2 justify-center" />
        <div className="text-ink-muted">{children}</div>
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Container } from '../../../components/layout/container.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

type InfoPageProps = { title: string; intro?: ReactNode; updated?: string; children: ReactNode };

/** Shared frame of the static help and policy pages: readable line length, plain typography. */
export function InfoPage({ title, intro, updated, children }: InfoPageProps) {
  return (
    <Container className="py-10">
      <div className="mx-auto max-w-3xl">
        <PageTitle title={title} description={intro} className="mb-2" />
        {updated && <p className="text-sm text-ink-subtle">Last updated {updated}</p>}
        <div className="mt-8 space-y-8 rounded-xl border border-line bg-surface p-6 shadow-card sm:p-8">
          {children}
        </div>
      </div>
    </Container>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-3 leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

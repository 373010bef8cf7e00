import { Construction } from 'lucide-react';
import { PageTitle } from '../ui/page-title.tsx';
import { Container } from './container.tsx';

type PagePlaceholderProps = {
  title: string;
  /** False inside a layout that already sets the page's width and margins (the vendor area). */
  contained?: boolean;
};

/** Stands in for a page whose issue is still open: its title and an honest note, never sample data. */
export function PagePlaceholder({ title, contained = true }: PagePlaceholderProps) {
  const body = (
    <>
      <PageTitle title={title} />
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-line-strong bg-surface p-6 text-ink-muted">
        <Construction className="size-5 shrink-0 text-warning-600" aria-hidden="true" />
        <p>This page is being built</p>
      </div>
    </>
  );
  return contained ? <Container className="py-10">{body}</Container> : body;
}

import { clsx } from 'clsx';
import { type ReactNode, useEffect } from 'react';

const SITE = 'Pasal';

/** Sets the tab title; every page calls it (through PageTitle, or directly when its h1 is custom). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Tech marketplace of Nepal`;
  }, [title]);
}

type PageTitleProps = { title: string; description?: ReactNode; actions?: ReactNode; className?: string };

/** The page's one h1, plus the document title. */
export function PageTitle({ title, description, actions, className }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className={clsx('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex gap-3">{actions}</div>}
    </div>
  );
}

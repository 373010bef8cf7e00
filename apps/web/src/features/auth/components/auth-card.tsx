import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

/** Under the card, the way to a neighbouring screen: "New to Pasal? Create Account". */
export type AuthSwitch = { prompt: string; to: string; label: string };

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  switchTo?: AuthSwitch;
  size?: 'sm' | 'md';
};

/** The frame of the account screens: one narrow card, centred, full width on a phone. */
export function AuthCard({ title, description, children, switchTo, size = 'sm' }: AuthCardProps) {
  return (
    <Container className="py-8 sm:py-12">
      <div className={clsx('mx-auto w-full', size === 'sm' ? 'max-w-md' : 'max-w-xl')}>
        <div className="rounded-xl border border-line bg-surface p-5 shadow-card sm:p-8">
          <PageTitle title={title} description={description} />
          {children}
        </div>
        {switchTo && (
          <p className="mt-6 text-center text-sm text-ink-muted">
            {switchTo.prompt}{' '}
            <Link to={switchTo.to} className={authLinkClass}>
              {switchTo.label}
            </Link>
          </p>
        )}
      </div>
    </Container>
  );
}

/** The links between account screens share one look: brand colour, underlined so they read as links. */
export const authLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

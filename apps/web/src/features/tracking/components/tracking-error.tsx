import { TRACKING_MESSAGES } from '@pasal/domain';
import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { trackingErrorDetail, trackingErrorText } from '../lib/tracking-error.ts';

type TrackingErrorProps = { error: unknown; onRetry: () => void; retrying: boolean };

/** Spec §8: the 'Tracking Error' card, with Try Again and Back to Orders. */
export function TrackingError({ error, onRetry, retrying }: TrackingErrorProps) {
  useDocumentTitle('Tracking Error');
  const message = trackingErrorText(error, TRACKING_MESSAGES.fetchFailed);
  const detail = trackingErrorDetail(error, message);
  return (
    <Container className="py-10 sm:py-16">
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-xl border border-danger-600/30 bg-surface p-6 text-center shadow-card sm:p-8"
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Tracking Error</h1>
        <p className="mt-2 font-medium text-danger-600">{message}</p>
        {detail && <p className="mt-1 text-sm text-ink-muted">{detail}</p>}
        <p className="mt-3 text-sm text-ink-muted">
          Check the order ID in your confirmation e-mail, or{' '}
          <Link to="/track-order" className="font-medium text-brand-700 underline hover:text-brand-800">
            track another order
          </Link>
          .
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry} loading={retrying}>
            {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
            Try Again
          </Button>
          <LinkButton to="/customer/orders" variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Orders
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}

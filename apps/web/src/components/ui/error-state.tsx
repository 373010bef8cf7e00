import { CircleAlert } from 'lucide-react';
import { ApiError } from '../../api/api-error.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type ErrorStateProps = { error: unknown; onRetry: () => void; title?: string; retrying?: boolean };

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({
  error,
  onRetry,
  title = 'Could not load this section',
  retrying,
}: ErrorStateProps) {
  const detail = error instanceof ApiError ? error.detail : 'Something went wrong. Please try again.';
  return (
    <div role="alert">
      <EmptyState
        tone="danger"
        icon={CircleAlert}
        title={title}
        description={detail}
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        }
      />
    </div>
  );
}

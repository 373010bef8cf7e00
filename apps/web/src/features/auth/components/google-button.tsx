import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §1 and PRODUCT.md: offered, visibly, but disabled until Google sign-in exists. */
export function GoogleButton() {
  const noteId = useId();
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-ink-subtle uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button variant="secondary" size="lg" className="mt-4 w-full" disabled aria-describedby={noteId}>
        <span className="text-lg leading-none font-bold" aria-hidden="true">
          G
        </span>
        Continue with Google
      </Button>
      <p id={noteId} className="mt-2 text-center text-xs text-ink-subtle">
        Google sign-in is coming soon.
      </p>
    </div>
  );
}

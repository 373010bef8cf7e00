import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useReturnState } from '../../../lib/auth/use-return-state.ts';

/** In place of a form that needs an account: a way to log in that comes back here. */
export function SignInPrompt({ action }: { action: string }) {
  const state = useReturnState();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-line bg-canvas p-4 text-sm text-ink-muted">
      <LogIn className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p>
        <Link
          to="/login"
          state={state}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Log in
        </Link>{' '}
        to {action}. New to Pasal?{' '}
        <Link
          to="/register"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}

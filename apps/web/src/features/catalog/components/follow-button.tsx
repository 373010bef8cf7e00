import { UserCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { lazyToast } from '../../../components/ui/lazy-toast.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useReturnState } from '../../../lib/auth/use-return-state.ts';
import { formatCount } from '../../../lib/format.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useFollowState } from '../api/get-follow-state.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';

/** PRODUCT.md: Follow works. Signed-out shoppers go to log in and come back here. */
export function FollowButton({ vendorSlug }: { vendorSlug: string }) {
  const { user } = useAuth();
  const userId = user?.user_id ?? null;
  const navigate = useNavigate();
  const returnState = useReturnState();
  const { data, isPending } = useFollowState(vendorSlug, userId);
  const toggle = useToggleFollow();
  const following = data?.following ?? false;

  function onClick() {
    if (!userId) {
      navigate('/login', { state: returnState });
      return;
    }
    toggle.mutate(
      { vendorSlug, userId },
      {
        onSuccess: ({ message }) => lazyToast((toast) => toast.success(message)),
        onError: (error) =>
          lazyToast((toast) => toast.error(serverMessage(error) ?? 'Something went wrong. Please try again')),
      },
    );
  }

  const Icon = following ? UserCheck : UserPlus;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={following ? 'secondary' : 'primary'}
        onClick={onClick}
        loading={toggle.isPending}
        disabled={isPending}
      >
        {!toggle.isPending && <Icon className="size-4" aria-hidden="true" />}
        {following ? 'Following' : 'Follow'}
        {following && <span className="sr-only"> (press to unfollow)</span>}
      </Button>
      {isPending ? (
        <Skeleton className="h-4 w-20" />
      ) : (
        data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            <span className="font-semibold text-ink">{formatCount(data.followers)}</span>{' '}
            {data.followers === 1 ? 'follower' : 'followers'}
          </p>
        )
      )}
    </div>
  );
}

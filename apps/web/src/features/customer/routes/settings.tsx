import { useProfile } from '../../../api/get-profile.ts';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { ProfileForm } from '../components/profile-form.tsx';

function ProfileSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <Skeleton className="mx-auto size-32 rounded-full sm:size-36" />
      <div className="space-y-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    </div>
  );
}

export default function CustomerSettingsPage() {
  const { user } = useAuth();
  // RequireAuth guarantees a user; 0 only satisfies the types (useProfile never fetches it).
  const { data, isPending, isError, error, refetch, isRefetching } = useProfile(user?.user_id ?? 0);

  return (
    <>
      <PageTitle title="Account settings" description="Your name, address and profile picture." />
      {isError ? (
        <ErrorState
          title="Could not load your profile"
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      ) : (
        <Card>
          <CardBody className="sm:p-8" aria-busy={isPending}>
            {isPending ? <ProfileSkeleton /> : <ProfileForm profile={data} />}
          </CardBody>
        </Card>
      )}
    </>
  );
}

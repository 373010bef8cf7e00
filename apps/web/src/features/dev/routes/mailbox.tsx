import { Inbox, MailX, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { Container } from '../../../components/layout/container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { MAILBOX_PAGE_SIZE, type Mail, useMailbox } from '../api/get-mailbox.ts';
import { MailText } from '../components/mail-text.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function MailCard({ mail }: { mail: Mail }) {
  return (
    <article className="rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-ink">{mail.subject}</h2>
        <time dateTime={mail.created_at} className="text-sm text-ink-muted">
          {dateFormat.format(new Date(mail.created_at))}
        </time>
      </header>
      <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">To: {mail.to}</p>
      <div className="mt-3 border-t border-line pt-3">
        <MailText text={mail.text} />
      </div>
    </article>
  );
}

/** Development and demo only: the mail the server kept instead of sending, newest first. */
export default function MailboxPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error, refetch, isFetching } = useMailbox(page);
  const productionOnly = error instanceof ApiError && error.status === 404;
  // Outside this machine the server keeps the mailbox closed (DEV_TOOLS_REMOTE) and says why.
  const localOnly = error instanceof ApiError && error.status === 403 ? error.detail : null;

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <PageTitle
          title="Mailbox"
          description="Mail the app sent, kept here in development and the demo instead of being delivered."
          actions={
            !productionOnly &&
            !localOnly && (
              <Button variant="secondary" onClick={() => refetch()} loading={isFetching}>
                {!isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
                Refresh
              </Button>
            )
          }
        />
        <div aria-busy={isPending} className="space-y-4">
          {isPending ? (
            <>
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </>
          ) : productionOnly ? (
            <EmptyState icon={MailX} title="The mailbox is available in development only" />
          ) : localOnly ? (
            <EmptyState
              icon={MailX}
              title="The mailbox opens only on the server's own machine"
              description={localOnly}
            />
          ) : isError ? (
            <ErrorState error={error} onRetry={() => refetch()} retrying={isFetching} />
          ) : data.mails.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title="No mail yet"
              description="Mail the app sends, such as password-reset links, appears here."
            />
          ) : (
            <>
              {data.mails.map((mail) => (
                <MailCard key={mail.id} mail={mail} />
              ))}
              <Pagination
                page={page}
                pageCount={Math.ceil(data.total / MAILBOX_PAGE_SIZE)}
                onPageChange={(next) => setParams({ page: String(next) })}
                label="Mailbox pages"
              />
            </>
          )}
        </div>
      </div>
    </Container>
  );
}

import { Store } from 'lucide-react';
import { MessageCard } from '../../../components/layout/message-card.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';

/** An unknown (or closed) shop's address: say so, and offer the catalogue instead. */
export function ShopNotFound() {
  return (
    <MessageCard
      icon={Store}
      title="Shop not found"
      actions={
        <>
          <LinkButton to="/search/?clear=true">Browse all products</LinkButton>
          <LinkButton to="/" variant="secondary">
            Back to home
          </LinkButton>
        </>
      }
    >
      No shop on Pasal has this address any more, or the link is mistyped. Its products may still be a search
      away.
    </MessageCard>
  );
}

import type { ProductDetail } from '@pasal/domain';
import { imageUrl } from '@pasal/domain/plain';
import { MessageCircle, Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useReturnState } from '../../../lib/auth/use-return-state.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { useOwnsShop } from '../hooks/use-owns-shop.ts';
import { FollowButton } from './follow-button.tsx';
import { LazyQuestionForm } from './lazy-question-form.tsx';

/** Spec §2 vendor tab: who sells this, with Follow and Message made to work (PRODUCT.md). */
export function VendorPanel({ product }: { product: ProductDetail }) {
  const { vendor } = product;
  const { isLoggedIn } = useAuth();
  const ownShop = useOwnsShop(vendor.id);
  const navigate = useNavigate();
  const returnState = useReturnState();
  const [messaging, setMessaging] = useState(false);

  function openMessage() {
    if (!isLoggedIn) navigate('/login', { state: returnState });
    else setMessaging(true);
  }

  return (
    <div className="flex max-w-3xl flex-col gap-5 sm:flex-row sm:items-start">
      <img
        src={imageUrl(vendor.image, pageOrigin())}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-full border border-line object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h3 className="text-lg font-bold text-ink">{vendor.name}</h3>
          <p className="mt-1 text-ink-muted">{vendor.description}</p>
        </div>
        {ownShop ? (
          <p className="text-sm text-ink-muted">This is your shop.</p>
        ) : (
          <FollowButton vendorSlug={vendor.slug} />
        )}
        <div className="flex flex-wrap gap-3">
          {!ownShop && (
            <Button variant="secondary" onClick={openMessage}>
              <MessageCircle className="size-4" aria-hidden="true" />
              Message
            </Button>
          )}
          <LinkButton to={`/vendor/${vendor.slug}/`} variant="ghost">
            <Store className="size-4" aria-hidden="true" />
            Visit shop
          </LinkButton>
        </div>
      </div>
      <Modal
        open={messaging}
        onClose={() => setMessaging(false)}
        title={`Message ${vendor.name}`}
        description={`Ask about ${product.title}. The answer appears under Questions on this page.`}
      >
        <LazyQuestionForm
          productId={product.id}
          label="Your message"
          submitLabel="Send message"
          autoFocus
          onAsked={() => setMessaging(false)}
        />
      </Modal>
    </div>
  );
}

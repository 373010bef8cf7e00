import { Headset } from 'lucide-react';
import { useRef, useState } from 'react';
import { Container } from '../../../components/layout/container.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AccountLinks } from '../components/account-links.tsx';
import { DemoOrders } from '../components/demo-orders.tsx';
import { OrderLookup } from '../components/order-lookup.tsx';
import { Panel } from '../components/panel.tsx';
import { SupportContacts } from '../components/support-contacts.tsx';
import { TrackingFeatures } from '../components/tracking-features.tsx';

/** Spec §2 /track-order: find an order by its id, quick-check it, or try a sample. */
export default function TrackOrderPage() {
  const [orderId, setOrderId] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = () => inputRef.current?.focus();

  return (
    <Container className="max-w-6xl space-y-8 py-6 sm:py-10">
      <PageTitle
        title="Track your order"
        description="Follow your parcel with our courier, Nepal Can Move, from the shop to your door."
        className="mb-0"
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <OrderLookup value={orderId} onChange={setOrderId} inputRef={inputRef} focusInput={focusInput} />
          <DemoOrders
            onPick={(oid) => {
              setOrderId(oid);
              focusInput();
            }}
          />
        </div>
        <div className="space-y-6">
          <AccountLinks />
          <Panel title="Need help?" icon={Headset} subtitle="Our support team answers in English and Nepali.">
            <SupportContacts />
          </Panel>
        </div>
      </div>
      <TrackingFeatures />
    </Container>
  );
}

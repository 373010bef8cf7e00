import { TRACKING_MESSAGES } from '@pasal/domain';
import { LifeBuoy } from 'lucide-react';
import { Panel } from './panel.tsx';
import { SupportContacts } from './support-contacts.tsx';

/** Spec §2 help panel: support contact and tips, among them the 2-4 hour delay of updates (§9). */
export function TrackingHelp({ orderId }: { orderId: string }) {
  const tips = [
    TRACKING_MESSAGES.updatesDelay,
    'Keep your phone on and nearby: the rider calls before delivering.',
    'Paying cash on delivery? Keep the COD amount ready, ideally in exact change.',
    `Quote your order ID, ${orderId}, whenever you contact us.`,
  ];
  return (
    <Panel title="Need help with this delivery?" icon={LifeBuoy}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
        <section aria-labelledby="tracking-support">
          <h3
            id="tracking-support"
            className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            Support
          </h3>
          <SupportContacts />
        </section>
        <section aria-labelledby="tracking-tips">
          <h3
            id="tracking-tips"
            className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            Tips
          </h3>
          <ul className="list-disc space-y-2 pl-5 text-sm text-ink-muted marker:text-brand-600">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </Panel>
  );
}

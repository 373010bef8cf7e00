import type { Order } from '@pasal/domain';
import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';

function Line({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

type OrderContactProps = { order: Order; headingLevel?: 'h2' | 'h3' };

/** Who ordered and where it goes (spec §2 payment result: customer details, shipping address). */
export function OrderContact({ order, headingLevel: Heading = 'h2' }: OrderContactProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section>
        <Heading className="mb-3 text-base font-semibold text-ink">Customer details</Heading>
        <dl className="space-y-2 text-sm text-ink-muted">
          <Line icon={User} label="Name">
            {order.full_name}
          </Line>
          <Line icon={Mail} label="Email">
            {order.email}
          </Line>
          <Line icon={Phone} label="Mobile">
            {order.mobile}
          </Line>
        </dl>
      </section>
      <section>
        <Heading className="mb-3 text-base font-semibold text-ink">Shipping address</Heading>
        <dl className="text-sm text-ink-muted">
          <Line icon={MapPin} label="Address">
            {order.address}
            <br />
            {[order.city, order.state].filter(Boolean).join(', ')}
            <br />
            {order.country}
          </Line>
        </dl>
      </section>
    </div>
  );
}

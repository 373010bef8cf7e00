import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import {
  OFFICE_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../../config/support.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';

const channels = [
  { icon: Phone, label: 'Phone', value: SUPPORT_PHONE, href: SUPPORT_PHONE_HREF },
  { icon: Mail, label: 'E-mail', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { icon: Clock, label: 'Hours', value: SUPPORT_HOURS },
  { icon: MapPin, label: 'Office', value: OFFICE_ADDRESS },
];

export default function ContactPage() {
  return (
    <InfoPage title="Contact us" intro="Our support team answers in English and Nepali.">
      <dl className="grid gap-4 sm:grid-cols-2">
        {channels.map(({ icon: Icon, label, value, href }) => (
          <div key={label} className="flex gap-3 rounded-lg border border-line p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <dt className="text-sm font-semibold text-ink">{label}</dt>
              <dd className="text-ink-muted">
                {href ? (
                  <a href={href} className="font-medium text-brand-700 underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          </div>
        ))}
      </dl>
      <InfoSection title="About an order?">
        <p>
          Please have your order ID ready. You can also check its status yourself on{' '}
          <Link to="/track-order">Track your order</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

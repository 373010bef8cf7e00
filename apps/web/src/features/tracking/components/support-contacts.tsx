import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import {
  OFFICE_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../../config/support.ts';

type Contact = { icon: LucideIcon; label: string; value: string; href?: string };

const contacts: Contact[] = [
  { icon: Phone, label: 'Call', value: SUPPORT_PHONE, href: SUPPORT_PHONE_HREF },
  { icon: Mail, label: 'E-mail', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { icon: Clock, label: 'Hours', value: SUPPORT_HOURS },
  { icon: MapPin, label: 'Address', value: OFFICE_ADDRESS },
];

/** Support phone, e-mail, hours and address (spec §2 and §9 tracking help), as call and mail links. */
export function SupportContacts() {
  return (
    <dl className="space-y-3 text-sm">
      {contacts.map(({ icon: Icon, label, value, href }) => (
        <div key={label}>
          <dt className="flex items-center gap-3 font-semibold text-ink">
            <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {label}
          </dt>
          <dd className="pl-7 text-ink-muted [overflow-wrap:anywhere]">
            {href ? (
              <a
                href={href}
                className="inline-block py-0.5 font-medium text-brand-700 underline hover:text-brand-800"
              >
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { Bell, ListChecks, type LucideIcon, MapPin } from 'lucide-react';

type Feature = { icon: LucideIcon; title: string; text: string };

/*
 * Spec §2's features panel. Each line says only what Pasal does today: the courier reports
 * branch scans (not GPS), and the notifications are the order confirmation (e-mail, and the
 * account's notifications for a signed-in buyer).
 */
const features: Feature[] = [
  {
    icon: MapPin,
    title: 'Live location',
    text: 'See which Nepal Can Move branch has your parcel and where it goes next.',
  },
  {
    icon: ListChecks,
    title: 'Status updates',
    text: 'Every step from pickup to your door, with the time it happened and notes from the courier.',
  },
  {
    icon: Bell,
    title: 'Notifications',
    text: 'Your order confirmation comes by e-mail with the order ID to follow here, and into your account.',
  },
];

export function TrackingFeatures() {
  return (
    <section aria-labelledby="tracking-features">
      <h2 id="tracking-features" className="mb-4 text-lg font-semibold text-ink">
        What you can follow
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-3 font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

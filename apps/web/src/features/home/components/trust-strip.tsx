import { Banknote, ShieldCheck, Truck } from 'lucide-react';
import { HomeSearch } from './home-search.tsx';

/** Static figures of spec §1, not live counts. */
const stats = [
  { value: '10K+', label: 'Vendors' },
  { value: '100K+', label: 'Products' },
  { value: '1M+', label: 'Customers' },
];

const promises = [
  { icon: Banknote, text: 'Cash on delivery, eSewa, Khalti, ConnectIPS or card' },
  { icon: Truck, text: 'Delivered across Nepal by Nepal Can Move' },
  { icon: ShieldCheck, text: 'Clear prices in rupees, every fee shown before you pay' },
];

/** The page's heading, the product search widget and the marketplace's promises, under the carousel. */
export function TrustStrip() {
  return (
    <section
      aria-labelledby="home-title"
      className="grid items-center gap-4 rounded-xl border border-line bg-surface p-4 shadow-card sm:gap-5 sm:p-6 lg:grid-cols-[1fr_auto] lg:gap-10"
    >
      <div>
        <h1 id="home-title" className="text-lg font-bold tracking-tight text-ink sm:text-2xl">
          Nepal&apos;s marketplace for genuine tech
        </h1>
        <div className="mt-3">
          <HomeSearch />
        </div>
        <ul className="mt-4 grid gap-2 text-sm text-ink-muted sm:grid-cols-3 sm:gap-4">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-brand-50 px-3 py-2 text-center lg:min-w-28">
            <dt className="text-xs font-medium text-ink-muted">{stat.label}</dt>
            <dd className="text-lg font-extrabold text-brand-800 sm:text-2xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { Banknote, ShieldCheck, Truck } from 'lucide-react';
import { SearchForm } from '../../../components/layout/search-form.tsx';

/** Static figures of spec §1, not live counts. */
const stats = [
  { value: '10K+', label: 'Vendors' },
  { value: '100K+', label: 'Products' },
  { value: '1M+', label: 'Customers' },
];

const promises = [
  { icon: Banknote, text: 'Cash on delivery, ConnectIPS or card' },
  { icon: Truck, text: 'Delivered across Nepal by Nepal Can Move' },
  { icon: ShieldCheck, text: 'Clear prices in rupees, every fee shown before you pay' },
];

/** A static promo banner; the auto-advancing carousel of spec §2 arrives with its own issue. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 px-5 py-8 text-white sm:px-10 sm:py-14"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-600/25 blur-3xl sm:size-96"
      />
      <div className="relative grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            Nepal&apos;s tech marketplace
          </p>
          <h1
            id="hero-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Genuine tech from trusted Nepali shops
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-100 sm:text-lg">
            Laptops, phones, audio, TVs and gaming from vendors across Nepal, with every parcel tracked to
            your door.
          </p>
          <SearchForm
            size="lg"
            label="What are you looking for?"
            placeholder="What are you looking for today?"
            className="mt-6 hidden max-w-xl rounded-md shadow-overlay sm:block"
          />
          <ul className="mt-6 grid gap-2 text-sm text-brand-100 sm:grid-cols-3 sm:gap-4">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-white" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="rounded-xl bg-white/10 px-2 py-3 text-center sm:p-4 ring-1 ring-white/15 lg:text-left"
            >
              <dt className="text-xs font-medium text-brand-100 sm:text-sm">{stat.label}</dt>
              <dd className="text-xl font-extrabold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

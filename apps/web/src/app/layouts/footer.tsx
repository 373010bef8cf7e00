import { Camera, type LucideIcon, Mail, MessageCircle, Phone, SquarePlay, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { footerLinks } from '../../config/nav-links.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../config/support.ts';

/** lucide ships no brand logos, so each network gets a neutral glyph and says its name aloud. */
const socials: Array<{ href: string; label: string; icon: LucideIcon }> = [
  { href: 'https://www.facebook.com/', label: 'Pasal on Facebook', icon: ThumbsUp },
  { href: 'https://www.instagram.com/', label: 'Pasal on Instagram', icon: Camera },
  { href: 'https://www.youtube.com/', label: 'Pasal on YouTube', icon: SquarePlay },
  { href: 'https://www.whatsapp.com/', label: 'Chat with Pasal on WhatsApp', icon: MessageCircle },
];

/** Static marketing figures (spec §1). */
const stats = [
  { value: '10K+', label: 'vendors' },
  { value: '100K+', label: 'products' },
  { value: '1M+', label: 'customers' },
];

export function Footer() {
  return (
    <footer className="below-fold mt-16 bg-brand-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold text-white">Pasal</p>
          <p className="mt-2 max-w-sm text-sm">
            Nepal&apos;s marketplace for laptops, phones, audio, TVs and gaming, sold by trusted local shops
            and delivered across the country.
          </p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-4">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-2xl font-bold text-white">
                  {stat.value} <span className="text-sm font-normal text-slate-300">{stat.label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <nav aria-label="Help and policies">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Help &amp; policies</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Get in touch</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={SUPPORT_PHONE_HREF} className="inline-flex items-center gap-2 hover:text-white">
                <Phone className="size-4" aria-hidden="true" />
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4" aria-hidden="true" />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex gap-2">
            {socials.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-sm">
          © {new Date().getFullYear()} Pasal. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}

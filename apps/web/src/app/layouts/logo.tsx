import { Link } from 'react-router';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-brand-800"
      aria-label="Pasal home"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>Pasal</span>
    </Link>
  );
}

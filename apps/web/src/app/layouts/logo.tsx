import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark.tsx';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-brand-800"
      aria-label="Pasal home"
    >
      <LogoMark className="size-8" />
      <span>Pasal</span>
    </Link>
  );
}

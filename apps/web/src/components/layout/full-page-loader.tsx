import { Spinner } from '../ui/spinner.tsx';

export function FullPageLoader({ label = 'Loading Pasal' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 text-brand-700">
      <span className="text-2xl font-extrabold tracking-tight">Pasal</span>
      <Spinner size="lg" label={label} />
    </div>
  );
}

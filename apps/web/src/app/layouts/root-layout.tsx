import { Outlet } from 'react-router';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { InAppScrollRestoration } from './in-app-scroll-restoration.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <InAppScrollRestoration />
    </div>
  );
}

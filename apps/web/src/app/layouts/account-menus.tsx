import { LogOut, Store, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/button.tsx';
import { DisclosureMenu } from '../../components/ui/disclosure-menu.tsx';
import { becomeVendorPath, customerLinks, type NavLink, vendorLinks } from '../../config/nav-links.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

function MenuLinks({ links, close }: { links: NavLink[]; close: () => void }) {
  return (
    <ul>
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={close}
            className="flex items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
          >
            <Icon className="size-4 text-ink-subtle" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop header: sign-in buttons, or the customer menu, vendor menu and logout (PRODUCT.md menus). */
export function AccountMenus() {
  const { user, isLoggedIn, isVendor } = useAuth();
  // PRODUCT.md: offered to everyone without a shop; where it leads depends on being signed in.
  const becomeVendor = (
    <LinkButton to={becomeVendorPath(isLoggedIn)} variant="ghost">
      <Store className="size-5" aria-hidden="true" />
      Become a vendor
    </LinkButton>
  );

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        {becomeVendor}
        <LinkButton to="/login" variant="ghost">
          Login
        </LinkButton>
        <LinkButton to="/register" variant="primary">
          Register
        </LinkButton>
      </div>
    );
  }

  const firstName = user.full_name.split(' ')[0] || user.username || 'Account';
  return (
    <div className="flex items-center gap-1">
      <DisclosureMenu label={firstName} icon={<UserRound className="size-5" aria-hidden="true" />}>
        {(close) => (
          <>
            <p className="truncate px-3 pt-2 pb-1 text-xs text-ink-subtle">Signed in as {user.email}</p>
            <MenuLinks links={customerLinks} close={close} />
          </>
        )}
      </DisclosureMenu>
      {isVendor ? (
        <DisclosureMenu label="My shop" icon={<Store className="size-5" aria-hidden="true" />}>
          {(close) => <MenuLinks links={vendorLinks} close={close} />}
        </DisclosureMenu>
      ) : (
        becomeVendor
      )}
      <LinkButton to="/logout" variant="ghost" title="Logout">
        <LogOut className="size-5" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">Logout</span>
      </LinkButton>
    </div>
  );
}

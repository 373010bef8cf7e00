import {
  Bell,
  Coins,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Package,
  PackagePlus,
  Receipt,
  Settings,
  TicketPercent,
  UserRound,
} from 'lucide-react';

export type NavLink = { to: string; label: string; icon: LucideIcon };

/** Spec §2 header links; PRODUCT.md shows them to signed-in users only. */
export const customerLinks: NavLink[] = [
  { to: '/customer/account/', label: 'My account', icon: UserRound },
  { to: '/customer/orders/', label: 'My orders', icon: Package },
  { to: '/customer/wishlist/', label: 'Wishlist', icon: Heart },
  { to: '/customer/notifications/', label: 'Notifications', icon: Bell },
  { to: '/customer/settings/', label: 'Settings', icon: Settings },
];

/** Shown to vendors only (PRODUCT.md). */
export const vendorLinks: NavLink[] = [
  { to: '/vendor/dashboard/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/vendor/products/', label: 'Products', icon: Package },
  { to: '/vendor/add-product/', label: 'Add product', icon: PackagePlus },
  { to: '/vendor/orders/', label: 'Orders', icon: Receipt },
  { to: '/vendor/earning/', label: 'Earnings', icon: Coins },
  { to: '/vendor/reviews/', label: 'Reviews', icon: MessageSquareText },
  { to: '/vendor/coupon/', label: 'Coupons', icon: TicketPercent },
  { to: '/vendor/notifications/', label: 'Notifications', icon: Bell },
  { to: '/vendor/settings/', label: 'Shop settings', icon: Settings },
];

export const footerLinks = [
  { to: '/help', label: 'Help centre' },
  { to: '/contact', label: 'Contact us' },
  { to: '/track-order', label: 'Track your order' },
  { to: '/shipping-policy', label: 'Shipping policy' },
  { to: '/terms', label: 'Terms of service' },
  { to: '/privacy', label: 'Privacy policy' },
];

/** Becoming a vendor starts at registration's "I want to sell" choice (PRODUCT.md). */
export const BECOME_VENDOR_PATH = '/register?vendor=1';
/** A signed-in customer opens a shop on their existing account instead. */
export const OPEN_SHOP_PATH = '/become-vendor';

/** Where "Become a vendor" leads: sign up as a seller, or open a shop on the account you are signed in to. */
export function becomeVendorPath(isLoggedIn: boolean): string {
  return isLoggedIn ? OPEN_SHOP_PATH : BECOME_VENDOR_PATH;
}

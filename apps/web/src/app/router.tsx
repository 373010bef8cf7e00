import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { FullPageLoader } from '../components/layout/full-page-loader.tsx';
import { productQuery } from '../features/catalog/api/get-product.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireGuest } from './guards/require-guest.tsx';
import { RequireVendor } from './guards/require-vendor.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Every page is its own chunk: a phone on slow data downloads only the page it opens. */
function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: LoaderFunction,
): RouteObject {
  return { path, loader: prefetch, lazy: async () => ({ Component: (await load()).default }) };
}

/*
 * The product, search and shop pages ask for their data while their code is still downloading,
 * rather than after (no waterfall). The loaders only start the request; the page reads it from
 * the query cache, and shows its own loading and error states. Search and shop read their
 * filters with zod schemas, so their loaders load that code first, beside the page's own.
 */
const prefetchProduct: LoaderFunction = ({ params }) => {
  if (params.slug) void queryClient.prefetchQuery(productQuery(params.slug));
  return null;
};
const prefetchSearch: LoaderFunction = async ({ request }) => {
  const { prefetchSearchPage } = await import('../features/search/api/prefetch-search.ts');
  void prefetchSearchPage(queryClient, new URL(request.url).searchParams);
  return null;
};
const prefetchShop: LoaderFunction = async ({ params, request }) => {
  const { prefetchShopPage } = await import('../features/shop/api/prefetch-shop.ts');
  if (params.slug) void prefetchShopPage(queryClient, params.slug, new URL(request.url).searchParams);
  return null;
};

const openRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/routes/home.tsx')).default }),
  },
  {
    Component: RequireGuest,
    children: [
      page('login', () => import('../features/auth/routes/login.tsx')),
      page('register', () => import('../features/auth/routes/register.tsx')),
    ],
  },
  page('logout', () => import('../features/auth/routes/logout.tsx')),
  page('forgot-password', () => import('../features/auth/routes/forgot-password.tsx')),
  page('create-new-password', () => import('../features/auth/routes/create-new-password.tsx')),
  page('detail/:slug', () => import('../features/catalog/routes/product-detail.tsx'), prefetchProduct),
  page('cart', () => import('../features/cart/routes/cart.tsx')),
  page('checkout/:order_oid', () => import('../features/checkout/routes/checkout.tsx')),
  page('payment-success/:order_oid', () => import('../features/checkout/routes/payment-success.tsx')),
  page('search', () => import('../features/search/routes/search.tsx'), prefetchSearch),
  page('track-order', () => import('../features/tracking/routes/track-order.tsx')),
  page('track-order/:orderOid', () => import('../features/tracking/routes/track-order-detail.tsx')),
  // PRODUCT.md: the public shop page is open. Static /vendor/* paths below outrank this dynamic one.
  page('vendor/:slug', () => import('../features/shop/routes/shop.tsx'), prefetchShop),
  page('help', () => import('../features/info/routes/help.tsx')),
  page('contact', () => import('../features/info/routes/contact.tsx')),
  page('terms', () => import('../features/info/routes/terms.tsx')),
  page('privacy', () => import('../features/info/routes/privacy.tsx')),
  page('shipping-policy', () => import('../features/info/routes/shipping-policy.tsx')),
  // Not in the spec: development and demo only (the API answers 404 in production).
  page('dev/mailbox', () => import('../features/dev/routes/mailbox.tsx')),
];

const customerRoutes: RouteObject[] = [
  {
    // Spec §2 customer area: every page sits beside the account menu with its badges.
    lazy: async () => ({
      Component: (await import('../features/customer/components/customer-layout.tsx')).CustomerLayout,
    }),
    children: [
      page('customer/account', () => import('../features/customer/routes/account.tsx')),
      page('customer/orders', () => import('../features/customer/routes/orders.tsx')),
      page('customer/order/:order_oid', () => import('../features/customer/routes/order-detail.tsx')),
      page('customer/wishlist', () => import('../features/customer/routes/wishlist.tsx')),
      page('customer/notifications', () => import('../features/customer/routes/notifications.tsx')),
      page('customer/settings', () => import('../features/customer/routes/settings.tsx')),
      page('customer/invoice/:order_oid', () => import('../features/customer/routes/invoice.tsx')),
    ],
  },
  // PRODUCT.md "Becoming a vendor": a signed-in customer opens a shop here.
  page('become-vendor', () => import('../features/auth/routes/become-vendor.tsx')),
];

const vendorPages: RouteObject[] = [
  page('vendor/dashboard', () => import('../features/vendor/routes/dashboard.tsx')),
  page('vendor/products', () => import('../features/vendor/routes/products.tsx')),
  page('vendor/add-product', () => import('../features/vendor/routes/add-product.tsx')),
  page('vendor/update-product/:pid', () => import('../features/vendor/routes/update-product.tsx')),
  page('vendor/orders', () => import('../features/vendor/routes/orders.tsx')),
  page('vendor/orders/:order_oid', () => import('../features/vendor/routes/order-detail.tsx')),
  page('vendor/earning', () => import('../features/vendor/routes/earning.tsx')),
  page('vendor/reviews', () => import('../features/vendor/routes/reviews.tsx')),
  page('vendor/coupon', () => import('../features/vendor/routes/coupon.tsx')),
  page('vendor/notifications', () => import('../features/vendor/routes/notifications.tsx')),
  page('vendor/settings', () => import('../features/vendor/routes/settings.tsx')),
];

const vendorRoutes: RouteObject[] = [
  {
    // Spec §2: the vendor sidebar beside every vendor page.
    lazy: async () => ({
      Component: (await import('../features/vendor/components/vendor-layout.tsx')).VendorLayout,
    }),
    children: vendorPages,
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // A second boundary inside the layout keeps the header and footer up when a page fails.
        ErrorBoundary: RouteError,
        children: [
          ...openRoutes,
          {
            Component: RequireAuth,
            children: [...customerRoutes, { Component: RequireVendor, children: vendorRoutes }],
          },
          page('*', () => import('./routes/not-found.tsx')),
        ],
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

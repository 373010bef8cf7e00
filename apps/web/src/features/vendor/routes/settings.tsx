import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useShopSettings } from '../api/get-shop-settings.ts';
import { ShopSettingsForm } from '../components/shop-settings-form.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';

function SettingsSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-[12rem_1fr]" aria-busy="true">
      <Skeleton className="mx-auto size-[140px] rounded-full" />
      <div className="space-y-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

/** Spec §2 "/vendor/settings/": the shop's public profile. */
export default function VendorSettingsPage() {
  const vendorId = useVendorId();
  const shop = useShopSettings(vendorId);
  return (
    <>
      <PageTitle title="Shop Settings" description="How your shop introduces itself to shoppers." />
      <Card>
        <CardBody className="sm:p-8">
          <QueryView query={shop} loading={<SettingsSkeleton />} errorTitle="Could not load your shop">
            {(found) => <ShopSettingsForm key={found.id} shop={found} />}
          </QueryView>
        </CardBody>
      </Card>
    </>
  );
}

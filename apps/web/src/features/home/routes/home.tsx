import { Container } from '../../../components/layout/container.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { AllProducts } from '../components/all-products.tsx';
import { Carousel } from '../components/carousel.tsx';
import { CategoryCircles } from '../components/category-circles.tsx';
import { FeaturedProducts } from '../components/featured-products.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Container className="py-4 sm:py-8">
      <div className="space-y-4 sm:space-y-6">
        <HydrateLater>
          <Carousel />
        </HydrateLater>
        <HydrateLater>
          <TrustStrip />
        </HydrateLater>
      </div>
      <div className="mt-12 space-y-12 sm:mt-16 sm:space-y-16">
        <FeaturedProducts />
        <HydrateLater>
          <CategoryCircles />
        </HydrateLater>
        <AllProducts />
      </div>
    </Container>
  );
}

import { Container } from '../../../components/layout/container.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
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
        <Carousel />
        <TrustStrip />
      </div>
      <div className="mt-12 space-y-12 sm:mt-16 sm:space-y-16">
        <FeaturedProducts />
        <CategoryCircles />
        <AllProducts />
      </div>
    </Container>
  );
}

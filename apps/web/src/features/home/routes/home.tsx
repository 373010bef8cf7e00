import { Container } from '../../../components/layout/container.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { AllProducts } from '../components/all-products.tsx';
import { CategoryCircles } from '../components/category-circles.tsx';
import { FeaturedProducts } from '../components/featured-products.tsx';
import { Hero } from '../components/hero.tsx';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Container className="space-y-12 py-6 sm:space-y-16 sm:py-8">
      <Hero />
      <FeaturedProducts />
      <CategoryCircles />
      <AllProducts />
    </Container>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { type CarouselSlide as Slide, slidePicture } from '../data/carousel-slides.ts';

type CarouselSlideProps = { slide: Slide; position: number; count: number; current: boolean };

/**
 * One slide. Slides that are not showing are `inert`: out of the tab order and hidden from
 * assistive technology, so only the visible one can be reached.
 */
export function CarouselSlide({ slide, position, count, current }: CarouselSlideProps) {
  const first = position === 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      inert={!current}
      className="w-full shrink-0"
      style={{ backgroundColor: slide.backgroundColor }}
    >
      {/* Phones: words beside a small picture, the button across the full width under them. */}
      <div className="grid h-full grid-cols-[1fr_auto] content-center gap-x-3 gap-y-4 px-5 pt-5 pb-16 sm:grid-cols-[1fr_auto] sm:gap-x-8 sm:px-10 sm:pt-8 lg:grid-cols-[1.3fr_1fr] lg:px-14 lg:pt-8">
        <div className="min-w-0 self-center text-white sm:self-end">
          <h2 className="text-lg leading-tight font-extrabold tracking-tight text-balance sm:text-3xl lg:text-4xl">
            {slide.title}
          </h2>
          <p className="mt-2 line-clamp-2 text-sm text-white/85 sm:mt-3 sm:line-clamp-3 sm:text-base lg:text-lg">
            {slide.description}
          </p>
        </div>
        <img
          {...slidePicture(slide)}
          alt={slide.imageAlt}
          width={800}
          height={800}
          draggable={false}
          decoding="async"
          // The first slide is the largest picture above the fold; the rest can wait their turn.
          fetchPriority={first ? 'high' : 'low'}
          className="size-26 self-center justify-self-end select-none sm:row-span-2 sm:size-52 lg:size-72"
        />
        <div className="col-span-2 sm:col-span-1 sm:self-start">
          <Link
            to={slide.buttonLink}
            draggable={false}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-white px-5 text-sm font-semibold whitespace-nowrap text-ink shadow-card hover:bg-brand-50 focus-visible:outline-white sm:h-12 sm:px-6 sm:text-base"
          >
            {slide.buttonLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}

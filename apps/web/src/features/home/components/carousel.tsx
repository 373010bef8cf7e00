import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_SLIDES } from '../data/carousel-slides.ts';
import { useCarousel } from '../hooks/use-carousel.ts';
import { CarouselSlide } from './carousel-slide.tsx';

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/25 text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-black/45 focus-visible:outline-white';

/** The home page's promotional carousel (spec §2, §4), following the WAI-ARIA carousel pattern. */
export function Carousel() {
  const slides = CAROUSEL_SLIDES;
  const carousel = useCarousel(slides.length);
  const { index, rotating } = carousel;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers and highlights"
      className="relative overflow-hidden rounded-2xl shadow-raised"
      // Swipes are caught on the whole region: while the track slides, the slide under the
      // pointer may still be the inert one leaving, which takes no pointer events itself.
      {...carousel.regionHandlers}
      {...carousel.swipeHandlers}
    >
      <div
        // While it turns by itself, announcing each slide would talk over the page.
        aria-live={rotating ? 'off' : 'polite'}
        className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, position) => (
          <CarouselSlide
            key={slide.id}
            slide={slide}
            position={position}
            count={slides.length}
            current={position === index}
          />
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-3 pb-3 sm:px-8 lg:px-12">
        <div className="flex items-center">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => carousel.goTo(position)}
              aria-label={`Slide ${position + 1}: ${slide.title}`}
              aria-current={position === index ? 'true' : undefined}
              className="group inline-flex h-11 w-7 items-center justify-center focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'h-2.5 rounded-full transition-all',
                  position === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {carousel.canRotate && (
            <button
              type="button"
              onClick={carousel.toggleStopped}
              aria-label={carousel.stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              className={controlClass}
            >
              {carousel.stopped ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </button>
          )}
          <button
            type="button"
            onClick={carousel.previous}
            aria-label="Previous slide"
            className={controlClass}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={carousel.next} aria-label="Next slide" className={controlClass}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}

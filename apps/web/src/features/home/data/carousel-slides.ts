/** One promotional slide of the home carousel (spec §3 "Carousel slide"). */
export type CarouselSlide = {
  id: string;
  title: string;
  description: string;
  /** Path without width and extension: the picture exists as `-480.webp` and `-800.webp`. */
  imagePath: string;
  imageAlt: string;
  buttonLink: string;
  buttonLabel: string;
  /** Dark enough that white text on it passes WCAG AA (checked ≥ 7:1 for each). */
  backgroundColor: string;
};

/** Widths the slide pictures are drawn in (scripts/make-carousel-images.ts), for `srcset`. */
export const CAROUSEL_IMAGE_WIDTHS = [480, 800] as const;

/** A slide's picture as its `<img>` asks for it, and as the server's HTML preloads the first. */
export function slidePicture(slide: CarouselSlide) {
  return {
    src: `${slide.imagePath}-${CAROUSEL_IMAGE_WIDTHS[0]}.webp`,
    srcSet: CAROUSEL_IMAGE_WIDTHS.map((w) => `${slide.imagePath}-${w}.webp ${w}w`).join(', '),
    sizes: '(min-width: 1024px) 18rem, (min-width: 640px) 13rem, 6.5rem',
  };
}

/** The spec's five static slides (§2 Home); their banner links are fixed by the spec. */
export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    id: 'shop-all',
    title: 'Genuine tech from trusted Nepali shops',
    description: 'Laptops, phones, audio, TVs and gaming, with every parcel tracked to your door.',
    imagePath: '/carousel/shop-all',
    imageAlt: 'A laptop, a phone and headphones',
    buttonLink: '/search',
    buttonLabel: 'Shop all products',
    backgroundColor: '#0f1f52',
  },
  {
    id: 'macbook-pro-m2',
    title: 'MacBook Pro 14" with M2 Pro',
    description:
      'Pro power for code, design and video, up to 18 hours on one charge. Official Nepal warranty.',
    imagePath: '/carousel/macbook-pro-m2',
    imageAlt: 'A silver MacBook Pro, open',
    buttonLink: '/detail/macbook-pro-m2',
    buttonLabel: 'See the MacBook Pro',
    backgroundColor: '#1e293b',
  },
  {
    id: 'nintendo-switch-oled',
    title: 'Nintendo Switch OLED',
    description: 'A brighter 7-inch OLED screen for play on the TV, on the table or on the bus to Pokhara.',
    imagePath: '/carousel/nintendo-switch-oled',
    imageAlt: 'A Nintendo Switch OLED with red and blue Joy-Con',
    buttonLink: '/detail/nintendo-switch-oled',
    buttonLabel: 'See the Switch OLED',
    backgroundColor: '#881337',
  },
  {
    id: 'bose-quietcomfort',
    title: 'Bose QuietComfort 45',
    description:
      'World-class noise cancelling for traffic, flights and long study nights. 24 hours of battery.',
    imagePath: '/carousel/bose-quietcomfort',
    imageAlt: 'Black Bose QuietComfort 45 headphones',
    buttonLink: '/detail/bose-quietcomfort',
    buttonLabel: 'See the QuietComfort 45',
    backgroundColor: '#134e4a',
  },
  {
    id: 'samsung-qled-tv',
    title: 'Samsung 55" QLED 4K Smart TV',
    description:
      'Quantum Dot colour and HDR10+ for cricket, films and Netflix, delivered and set up at home.',
    imagePath: '/carousel/samsung-qled-tv',
    imageAlt: 'A Samsung QLED TV showing Himalayan peaks at sunrise',
    buttonLink: '/detail/samsung-qled-tv',
    buttonLabel: 'See the QLED TV',
    backgroundColor: '#312e81',
  },
];

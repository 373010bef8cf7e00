/** The kinds of product the seed knows how to describe, vary and draw. */
export const PRODUCT_TYPES = [
  'laptop',
  'phone',
  'tablet',
  'headphones',
  'earbuds',
  'speaker',
  'tv',
  'monitor',
  'console',
  'gamebox',
  'controller',
  'camera',
  'drone',
  'watch',
  'keyboard',
  'mouse',
  'powerbank',
  'charger',
  'storage',
  'router',
  'gpu',
  'cpu',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A size/variation: `null` keeps the product price, a number multiplies it, `+N` adds N rupees. */
export type VariantPrice = null | number | `+${number}`;

export interface TypeProfile {
  /** Variation sets; the seed picks one. */
  variants: readonly (readonly [string, VariantPrice])[][];
  colors: readonly (readonly [string, string])[];
  /** How many colours a product offers (min, max). */
  colorCount: readonly [number, number];
  /** Shipping per unit, rupees. */
  shipping: number;
  warranty: string;
  blurb: readonly string[];
}

const BLACK = ['Black', '#1d1f23'] as const;
const WHITE = ['White', '#f1f1ef'] as const;
const SILVER = ['Silver', '#c9ccd1'] as const;
const GRAPHITE = ['Graphite', '#3b3f46'] as const;

export const TYPE_PROFILES: Record<ProductType, TypeProfile> = {
  laptop: {
    variants: [
      [
        ['8GB / 512GB SSD', null],
        ['16GB / 512GB SSD', 1.12],
        ['16GB / 1TB SSD', 1.22],
      ],
      [
        ['16GB / 512GB SSD', null],
        ['16GB / 1TB SSD', 1.15],
        ['32GB / 1TB SSD', 1.35],
      ],
    ],
    colors: [['Space Grey', '#4b4f56'], SILVER, ['Midnight', '#1e2633'], ['Starlight', '#e6dccb'], GRAPHITE],
    colorCount: [1, 3],
    shipping: 300,
    warranty: '1 year official warranty (Nepal)',
    blurb: [
      'Built for long workdays and late-night assignments, with a keyboard you will enjoy typing on.',
      'Light enough for the daily commute, fast enough for code, design and video calls.',
    ],
  },
  phone: {
    variants: [
      [
        ['128GB', null],
        ['256GB', 1.1],
        ['512GB', 1.25],
      ],
      [
        ['6GB / 128GB', null],
        ['8GB / 256GB', 1.12],
      ],
      [
        ['4GB / 64GB', null],
        ['6GB / 128GB', 1.15],
      ],
    ],
    colors: [
      BLACK,
      ['Blue', '#3b5b8c'],
      ['Natural Titanium', '#b8b2a7'],
      ['Mint Green', '#8fb9a0'],
      ['Lavender', '#b8a9d9'],
      WHITE,
    ],
    colorCount: [2, 4],
    shipping: 100,
    warranty: '1 year warranty, NTA registered',
    blurb: [
      'A bright display, all-day battery and a camera that handles Kathmandu’s evening light.',
      'Fast charging, a clean interface and the 4G/5G bands Nepal’s networks use.',
    ],
  },
  tablet: {
    variants: [
      [
        ['64GB Wi-Fi', null],
        ['256GB Wi-Fi', 1.25],
        ['64GB Wi-Fi + Cellular', 1.2],
      ],
    ],
    colors: [['Blue', '#6b8fc7'], ['Pink', '#f1c6cf'], SILVER, ['Yellow', '#f3d36b']],
    colorCount: [2, 4],
    shipping: 150,
    warranty: '1 year official warranty',
    blurb: ['Notes, streaming and online classes on a big, bright screen that slips into any bag.'],
  },
  headphones: {
    variants: [
      [['Standard', null]],
      [
        ['Standard', null],
        ['Gift Box Edition', '+999'],
      ],
    ],
    colors: [BLACK, ['White Smoke', '#e7e5e1'], ['Midnight Blue', '#233a5e'], ['Sand', '#d8c7a8']],
    colorCount: [1, 3],
    shipping: 150,
    warranty: '1 year brand warranty',
    blurb: [
      'Soft ear cushions and balanced sound for long bus rides and open-plan offices.',
      'Noise cancelling that quiets traffic and generators alike, with a battery that lasts the week.',
    ],
  },
  earbuds: {
    variants: [
      [['Standard', null]],
      [
        ['Standard', null],
        ['With silicone case', '+799'],
      ],
    ],
    colors: [WHITE, BLACK, ['Graphite', '#4a4d52'], ['Lavender', '#b8a9d9']],
    colorCount: [1, 3],
    shipping: 100,
    warranty: '1 year brand warranty',
    blurb: ['Pocketable earbuds with a snug fit, clear calls and a charging case that tops up fast.'],
  },
  speaker: {
    variants: [
      [['Standard', null]],
      [
        ['Standard', null],
        ['Twin pack', 1.9],
      ],
    ],
    colors: [BLACK, ['Blue', '#2f5fa7'], ['Red', '#c0392b'], ['Teal', '#1f8a8a'], ['Camo', '#5d6b4a']],
    colorCount: [2, 4],
    shipping: 200,
    warranty: '1 year brand warranty',
    blurb: ['Big, punchy sound for picnics and rooftop evenings; splash-proof and built to be carried.'],
  },
  tv: {
    variants: [
      [
        ['43"', 0.78],
        ['50"', 0.9],
        ['55"', null],
      ],
      [
        ['55"', null],
        ['65"', 1.4],
      ],
    ],
    colors: [BLACK, ['Titan Grey', '#55595f']],
    colorCount: [1, 1],
    shipping: 800,
    warranty: '2 years panel warranty, free wall-mount installation inside the Valley',
    blurb: ['Vivid 4K picture with smart apps built in — Netflix, YouTube and live cricket in rich colour.'],
  },
  monitor: {
    variants: [
      [
        ['Standard', null],
        ['With monitor arm', '+3500'],
      ],
    ],
    colors: [BLACK, WHITE],
    colorCount: [1, 1],
    shipping: 400,
    warranty: '3 years brand warranty',
    blurb: ['Sharp, flicker-free panel for work and play, with slim bezels for dual-screen setups.'],
  },
  console: {
    variants: [
      [
        ['Standard', null],
        ['With carry case', '+2499'],
      ],
    ],
    colors: [['Neon Red / Blue', '#e60012'], WHITE, ['Grey', '#6e7277']],
    colorCount: [1, 3],
    shipping: 250,
    warranty: '1 year warranty',
    blurb: ['Play at home on the TV or anywhere in handheld mode — perfect for long Dashain holidays.'],
  },
  gamebox: {
    variants: [
      [
        ['Standard', null],
        ['With extra controller', '+8999'],
      ],
    ],
    colors: [WHITE, ['Carbon Black', '#1a1a1a']],
    colorCount: [1, 2],
    shipping: 400,
    warranty: '1 year warranty',
    blurb: ['Next-gen games at 4K with fast loading, ray tracing and a library that keeps growing.'],
  },
  controller: {
    variants: [[['Standard', null]]],
    colors: [WHITE, ['Midnight Black', '#1d1f23'], ['Cosmic Red', '#b3202a'], ['Starlight Blue', '#3d6cc9']],
    colorCount: [2, 4],
    shipping: 100,
    warranty: '6 months warranty',
    blurb: ['Comfortable grips, precise sticks and satisfying rumble for marathon gaming sessions.'],
  },
  camera: {
    variants: [
      [
        ['Body only', null],
        ['With kit lens', 1.18],
      ],
      [
        ['Standard', null],
        ['Creator combo', 1.2],
      ],
    ],
    colors: [BLACK, SILVER],
    colorCount: [1, 2],
    shipping: 200,
    warranty: '1 year official warranty',
    blurb: ['From Patan’s temples to Chitwan’s rhinos: crisp photos and stable 4K video.'],
  },
  drone: {
    variants: [
      [
        ['Standard', null],
        ['Fly More Combo', 1.25],
      ],
    ],
    colors: [['Grey', '#6b6f76']],
    colorCount: [1, 1],
    shipping: 300,
    warranty: '1 year warranty (flight permit required in Nepal)',
    blurb: ['Compact and easy to fly, shooting stable aerial 4K of mountains and lakes.'],
  },
  watch: {
    variants: [
      [
        ['41mm', null],
        ['45mm', 1.08],
      ],
      [
        ['40mm', null],
        ['44mm', 1.07],
      ],
      [['One size', null]],
    ],
    colors: [['Midnight', '#1e2633'], ['Starlight', '#e6dccb'], SILVER, ['Pink', '#f1c6cf'], GRAPHITE],
    colorCount: [2, 4],
    shipping: 100,
    warranty: '1 year brand warranty',
    blurb: ['Tracks steps, sleep and heart rate, and shows your notifications at a glance.'],
  },
  keyboard: {
    variants: [
      [['US English layout', null]],
      [
        ['Red switches', null],
        ['Blue switches', null],
      ],
    ],
    colors: [GRAPHITE, ['Pale Grey', '#d9dbde'], ['Rose', '#e8b4b8'], WHITE],
    colorCount: [1, 3],
    shipping: 100,
    warranty: '1 year warranty',
    blurb: ['Quiet, comfortable keys and quick switching between laptop, tablet and phone.'],
  },
  mouse: {
    variants: [[['Standard', null]]],
    colors: [GRAPHITE, ['Pale Grey', '#d9dbde'], WHITE, BLACK],
    colorCount: [1, 3],
    shipping: 100,
    warranty: '1 year warranty',
    blurb: ['Precise tracking on any desk and a shape that stays comfortable all day.'],
  },
  powerbank: {
    variants: [[['Standard', null]]],
    colors: [BLACK, WHITE, ['Blue', '#2d5fa8']],
    colorCount: [1, 3],
    shipping: 100,
    warranty: '18 months warranty',
    blurb: ['Keeps phones and laptops going through load-shedding, treks and long journeys.'],
  },
  charger: {
    variants: [
      [['Standard', null]],
      [
        ['1m', null],
        ['2m', '+300'],
      ],
    ],
    colors: [WHITE, BLACK],
    colorCount: [1, 2],
    shipping: 80,
    warranty: '1 year warranty',
    blurb: ['Fast, safe charging with protection against Nepal’s voltage fluctuations.'],
  },
  storage: {
    variants: [
      [
        ['500GB', 0.7],
        ['1TB', null],
        ['2TB', 1.7],
      ],
      [['Standard', null]],
    ],
    colors: [BLACK, ['Grey', '#7b8088'], ['Blue', '#2d5fa8']],
    colorCount: [1, 2],
    shipping: 100,
    warranty: '3 years limited warranty',
    blurb: ['Fast, reliable storage for backups, games and big project files.'],
  },
  router: {
    variants: [
      [['Single unit', null]],
      [
        ['2-pack', null],
        ['3-pack', 1.4],
      ],
    ],
    colors: [BLACK, WHITE],
    colorCount: [1, 1],
    shipping: 150,
    warranty: '2 years warranty',
    blurb: ['Strong Wi-Fi through brick walls and every floor, set up from a phone app in minutes.'],
  },
  gpu: {
    variants: [[['Standard', null]]],
    colors: [BLACK],
    colorCount: [1, 1],
    shipping: 300,
    warranty: '3 years brand warranty',
    blurb: ['High frame rates at 1080p and 1440p, with quiet twin fans and DLSS/FSR upscaling.'],
  },
  cpu: {
    variants: [
      [
        ['Tray', null],
        ['Box with cooler', 1.05],
      ],
    ],
    colors: [SILVER],
    colorCount: [1, 1],
    shipping: 100,
    warranty: '3 years warranty',
    blurb: ['Plenty of cores for gaming, streaming and everyday multitasking.'],
  },
};

import type { ProductType } from './data/product-types.ts';

/**
 * What a product picture draws. A product type covers several shapes (a Steam Deck and a Switch
 * are both consoles, a GoPro and a DSLR both cameras), so each type lists its own drawing kinds
 * and the first is its default; no kind belongs to two types.
 */
export const DRAWING_KINDS = {
  laptop: ['laptop', 'macbook', 'gaming-laptop', 'thinkpad'],
  phone: [
    'camera-island-phone',
    'iphone',
    'iphone-pro',
    'galaxy-phone',
    'flip-phone',
    'pixel-phone',
    'phone-case',
  ],
  tablet: ['tablet'],
  headphones: ['over-ear', 'on-ear', 'gaming-headset'],
  earbuds: ['stem-earbuds', 'bean-earbuds'],
  speaker: ['cylinder-speaker', 'tall-speaker', 'party-speaker', 'retro-speaker'],
  tv: ['tv'],
  monitor: ['monitor', 'curved-monitor', 'gaming-monitor'],
  console: ['switch', 'switch-lite', 'steam-deck', 'windows-handheld'],
  gamebox: ['playstation', 'xbox-tower', 'xbox-compact'],
  controller: ['xbox-controller', 'dualsense', 'pro-controller'],
  camera: [
    'mirrorless',
    'dslr',
    'retro-camera',
    'vlog-camera',
    'action-camera',
    'instant-camera',
    'gimbal-camera',
    '360-camera',
  ],
  drone: ['drone'],
  watch: ['round-watch', 'square-watch', 'bezel-watch', 'fitness-band'],
  keyboard: ['slim-keyboard', 'compact-keyboard', 'mechanical-keyboard', 'keyboard-combo'],
  mouse: ['mouse', 'ergonomic-mouse', 'magic-mouse', 'gaming-mouse'],
  powerbank: ['powerbank', 'display-powerbank'],
  charger: ['wall-charger', 'cable'],
  storage: ['portable-ssd', 'portable-hdd', 'nvme-ssd', 'ram-stick', 'usb-hub'],
  router: ['router', 'mesh-wifi', 'network-switch', 'access-point'],
  gpu: ['gpu'],
  cpu: ['cpu'],
} as const satisfies Record<ProductType, readonly string[]>;

export type DrawingKind = (typeof DRAWING_KINDS)[ProductType][number];

/**
 * Title words that pick a kind other than the type's default, checked in order (first match
 * wins). Data, not code: a new product gets the right drawing by adding its words here.
 */
const TITLE_RULES: readonly (readonly [RegExp, DrawingKind])[] = [
  [/macbook/i, 'macbook'],
  [/\b(rtx|victus|legion|rog strix|tuf gaming|nitro|katana)\b/i, 'gaming-laptop'],
  [/thinkpad/i, 'thinkpad'],
  [/iphone 1\d pro/i, 'iphone-pro'],
  [/case for iphone/i, 'phone-case'],
  [/iphone/i, 'iphone'],
  [/galaxy z flip/i, 'flip-phone'],
  [/galaxy [sa]\d/i, 'galaxy-phone'],
  [/pixel \d/i, 'pixel-phone'],
  [/gaming headset/i, 'gaming-headset'],
  [/major iv|rockerz/i, 'on-ear'],
  [/galaxy buds|wf-1000/i, 'bean-earbuds'],
  [/boom \d|srs-xb/i, 'tall-speaker'],
  [/partybox/i, 'party-speaker'],
  [/emberton/i, 'retro-speaker'],
  [/curved/i, 'curved-monitor'],
  [/gaming monitor/i, 'gaming-monitor'],
  [/switch lite/i, 'switch-lite'],
  [/switch oled/i, 'switch'],
  [/steam deck/i, 'steam-deck'],
  [/rog ally/i, 'windows-handheld'],
  [/playstation/i, 'playstation'],
  [/xbox series x/i, 'xbox-tower'],
  [/xbox series s/i, 'xbox-compact'],
  [/dualsense/i, 'dualsense'],
  [/pro controller/i, 'pro-controller'],
  [/dslr/i, 'dslr'],
  [/fujifilm x-/i, 'retro-camera'],
  [/vlog/i, 'vlog-camera'],
  [/gopro/i, 'action-camera'],
  [/instax/i, 'instant-camera'],
  [/osmo pocket/i, 'gimbal-camera'],
  [/360/i, '360-camera'],
  [/apple watch|colorfit/i, 'square-watch'],
  [/watch\d classic/i, 'bezel-watch'],
  [/\b(fit\d|band|charge \d)\b/i, 'fitness-band'],
  [/k380/i, 'compact-keyboard'],
  [/mechanical/i, 'mechanical-keyboard'],
  [/combo/i, 'keyboard-combo'],
  [/mx master/i, 'ergonomic-mouse'],
  [/magic mouse/i, 'magic-mouse'],
  [/gaming mouse/i, 'gaming-mouse'],
  [/737/i, 'display-powerbank'],
  [/cable/i, 'cable'],
  [/portable ssd/i, 'portable-ssd'],
  [/portable hdd/i, 'portable-hdd'],
  [/nvme/i, 'nvme-ssd'],
  [/ddr\d/i, 'ram-stick'],
  [/hub/i, 'usb-hub'],
  [/mesh/i, 'mesh-wifi'],
  [/switch/i, 'network-switch'],
  [/access point/i, 'access-point'],
];

/** The drawing of a product: the first rule its title matches among its type's kinds, else the type's default. */
export function drawingKindOf(title: string, type: ProductType): DrawingKind {
  const kinds: readonly DrawingKind[] = DRAWING_KINDS[type];
  for (const [words, kind] of TITLE_RULES) if (kinds.includes(kind) && words.test(title)) return kind;
  return kinds[0] as DrawingKind;
}

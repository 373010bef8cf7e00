/**
 * The relevance test set: what a shopper typing each query expects among the first five results
 * of the demo catalogue (db/seed/data/products-*.ts), chosen by reading the catalogue, not by
 * running the engine. `relevant` lists every product that answers the query (slugs); a category
 * slug in `categories` counts all of its products.
 *
 * Precision of a query: the share of the first five results that are relevant, out of the most
 * that could be (min(5, number of relevant products)). The set's precision is the mean over its
 * queries. relevance.test.ts computes it against the real search endpoint and requires ≥ 0.9.
 */
export interface RelevanceCase {
  query: string;
  relevant?: readonly string[];
  categories?: readonly string[];
}

const PHONES = [
  'apple-iphone-15-pro-max',
  'apple-iphone-15',
  'apple-iphone-13',
  'samsung-galaxy-s24-ultra',
  'samsung-galaxy-s23-fe',
  'samsung-galaxy-a55-5g',
  'samsung-galaxy-a15',
  'samsung-galaxy-z-flip5',
  'xiaomi-redmi-note-13-pro-5g',
  'xiaomi-14',
  'xiaomi-redmi-13c',
  'oneplus-12',
  'oneplus-nord-ce-3-lite',
  'google-pixel-8',
  'google-pixel-7a',
  'vivo-v30-5g',
  'vivo-y36',
  'oppo-reno-11-5g',
  'oppo-a78',
  'realme-12-pro-5g',
  'honor-x9b-5g',
];
const SAMSUNG_PHONES = PHONES.filter((slug) => slug.startsWith('samsung-'));
const TVS = [
  'samsung-qled-tv',
  'samsung-43-crystal-uhd-4k-tv-cu7700',
  'sony-bravia-55-x80l-4k-google-tv',
  'lg-55-oled-evo-c3-4k-tv',
  'lg-43-ur7500-4k-smart-tv',
  'xiaomi-tv-a-pro-43-4k',
  'tcl-50-c645-qled-4k-tv',
  'hisense-65-a6k-4k-smart-tv',
  'cg-32-hd-smart-android-tv',
];
const ROUTERS = [
  'tp-link-archer-ax55-wi-fi-6-router',
  'tp-link-deco-x20-mesh-wi-fi-6',
  'tp-link-archer-c6-ac1200-router',
  'netgear-nighthawk-rax50-ax5400',
  'asus-rt-ax58u-wi-fi-6-router',
  'tenda-ac10-ac1200-router',
  'mercusys-halo-h30g-mesh-3-pack',
  'ubiquiti-unifi-u6-lite-access-point',
];
const GPUS = [
  'msi-geforce-rtx-4060-ventus-2x-8gb',
  'asus-dual-geforce-rtx-4070-super-12gb',
  'sapphire-pulse-radeon-rx-7600-8gb',
];
const GAMING_LAPTOPS = [
  'hp-victus-16-rtx-4060',
  'lenovo-legion-5-pro-rtx-4070',
  'asus-rog-strix-g16',
  'asus-tuf-gaming-f15',
  'acer-nitro-v-15-rtx-4050',
  'msi-katana-15-rtx-4060',
  'acer-aspire-7-ryzen-5',
];
const HEADPHONES = [
  'bose-quietcomfort',
  'sony-wh-1000xm5',
  'sony-wh-ch720n',
  'jbl-tune-760nc',
  'marshall-major-iv-headphones',
  'sennheiser-momentum-4-wireless',
  'anker-soundcore-life-q30',
  'boat-rockerz-450-headphones',
  'razer-blackshark-v2-x-gaming-headset',
  'hyperx-cloud-ii-gaming-headset',
];
const NOISE_CANCELLING = [
  'bose-quietcomfort',
  'sony-wh-1000xm5',
  'sony-wh-ch720n',
  'jbl-tune-760nc',
  'sennheiser-momentum-4-wireless',
  'anker-soundcore-life-q30',
  'apple-airpods-pro-2nd-gen',
  'samsung-galaxy-buds2-pro',
  'anker-soundcore-liberty-4-nc',
  'nothing-ear-2',
  'sony-wf-1000xm5-earbuds',
];
const EARBUDS = [
  'apple-airpods-pro-2nd-gen',
  'apple-airpods-3rd-gen',
  'samsung-galaxy-buds2-pro',
  'anker-soundcore-liberty-4-nc',
  'nothing-ear-2',
  'sony-wf-1000xm5-earbuds',
];
const SPEAKERS = [
  'jbl-flip-6-portable-speaker',
  'jbl-charge-5-portable-speaker',
  'jbl-partybox-110',
  'marshall-emberton-ii-speaker',
  'ultimate-ears-boom-3',
  'sony-srs-xb13-compact-speaker',
];
const WATCHES = [
  'apple-watch-series-9-gps-45mm',
  'apple-watch-se-2nd-gen',
  'samsung-galaxy-watch6-classic',
  'samsung-galaxy-watch6',
  'amazfit-gtr-4',
  'huawei-watch-gt-4',
  'garmin-forerunner-265',
  'noise-colorfit-pro-5',
  'google-pixel-watch-2',
];
const FITNESS_BANDS = ['samsung-galaxy-fit3', 'xiaomi-smart-band-8', 'fitbit-charge-6'];
const MACBOOKS = ['macbook-pro-m2', 'apple-macbook-air-13-m2', 'apple-macbook-air-15-m3'];
const CONTROLLERS = [
  'sony-dualsense-wireless-controller',
  'xbox-wireless-controller',
  'nintendo-switch-pro-controller',
];
const CAMERAS = [
  'canon-eos-r50-mirrorless-camera',
  'canon-eos-1500d-dslr',
  'sony-alpha-a6400',
  'sony-zv-e10-vlog-camera',
  'nikon-z50-mirrorless-camera',
  'nikon-d3500-dslr',
  'fujifilm-x-t30-ii',
  'fujifilm-instax-mini-12',
  'gopro-hero12-black',
  'dji-osmo-pocket-3',
  'insta360-x3-360-camera',
];
const MIRRORLESS = [
  'canon-eos-r50-mirrorless-camera',
  'nikon-z50-mirrorless-camera',
  'sony-alpha-a6400',
  'sony-zv-e10-vlog-camera',
  'fujifilm-x-t30-ii',
];
const MONITORS = [
  'dell-27-s2721hs-monitor',
  'lg-ultragear-27-qhd-165hz-gaming-monitor',
  'samsung-odyssey-g5-32-curved-monitor',
  'asus-proart-pa248qv-24-monitor',
  'benq-gw2480-24-eye-care-monitor',
];
const KEYBOARDS = [
  'logitech-mx-keys-s-keyboard',
  'logitech-k380-multi-device-keyboard',
  'apple-magic-keyboard',
  'rapoo-x1800-wireless-keyboard-and-mouse-combo',
  'redragon-k552-kumara-mechanical-keyboard',
];
const MICE = [
  'logitech-mx-master-3s-mouse',
  'logitech-m331-silent-plus-mouse',
  'apple-magic-mouse',
  'logitech-g502-hero-gaming-mouse',
  'rapoo-x1800-wireless-keyboard-and-mouse-combo',
];
const POWER_BANKS = [
  'anker-powercore-20000mah-power-bank',
  'xiaomi-power-bank-3-pro-20000mah',
  'anker-737-power-bank-24000mah',
];
const CHARGERS = [
  'apple-20w-usb-c-power-adapter',
  'samsung-25w-super-fast-charger',
  'anker-nano-65w-gan-charger',
  'baseus-100w-usb-c-cable',
];
const SSDS = [
  'samsung-990-pro-1tb-nvme-ssd',
  'wd-blue-sn580-500gb-nvme-ssd',
  'sandisk-extreme-portable-ssd-1tb',
];
const RAM = ['kingston-fury-beast-16gb-ddr5-5600', 'corsair-vengeance-lpx-16gb-ddr4-3200'];

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  { query: 'laptop', categories: ['laptops'] },
  { query: 'laptops', categories: ['laptops'] },
  { query: 'notebook', categories: ['laptops'] },
  { query: 'gaming laptop', relevant: GAMING_LAPTOPS },
  { query: 'macbook', relevant: MACBOOKS },
  { query: 'macbok', relevant: MACBOOKS },
  { query: 'phone', relevant: PHONES },
  { query: 'phones', relevant: PHONES },
  { query: 'mobile', relevant: PHONES },
  { query: 'smartphone', relevant: PHONES },
  { query: 'mobile phone', relevant: PHONES },
  { query: 'iphone', relevant: ['apple-iphone-15-pro-max', 'apple-iphone-15', 'apple-iphone-13'] },
  { query: 'samsung phone', relevant: SAMSUNG_PHONES },
  {
    query: 'samsng galaxy',
    relevant: [...SAMSUNG_PHONES, 'samsung-galaxy-watch6', 'samsung-galaxy-buds2-pro'],
  },
  { query: 'tablet', relevant: ['apple-ipad-10th-gen-10-9'] },
  { query: 'tv', relevant: TVS },
  { query: 'television', relevant: TVS },
  { query: 'smart tv', relevant: TVS },
  { query: '4k tv', relevant: TVS },
  { query: 'wifi', relevant: ROUTERS },
  { query: 'router', relevant: ROUTERS },
  { query: 'mesh wifi', relevant: ['tp-link-deco-x20-mesh-wi-fi-6', 'mercusys-halo-h30g-mesh-3-pack'] },
  { query: 'smartwatch', relevant: [...WATCHES, ...FITNESS_BANDS] },
  { query: 'watch', relevant: [...WATCHES, ...FITNESS_BANDS] },
  { query: 'apple watch', relevant: ['apple-watch-series-9-gps-45mm', 'apple-watch-se-2nd-gen'] },
  { query: 'fitness band', relevant: FITNESS_BANDS },
  { query: 'graphics card', relevant: GPUS },
  { query: 'gpu', relevant: GPUS },
  { query: 'headphones', relevant: HEADPHONES },
  { query: 'headphone', relevant: HEADPHONES },
  { query: 'noise cancelling headphones', relevant: NOISE_CANCELLING },
  { query: 'earbuds', relevant: EARBUDS },
  { query: 'earphones', relevant: [...EARBUDS, ...HEADPHONES] },
  { query: 'airpods', relevant: ['apple-airpods-pro-2nd-gen', 'apple-airpods-3rd-gen'] },
  { query: 'bluetooth speaker', relevant: SPEAKERS },
  { query: 'speaker', relevant: SPEAKERS },
  { query: 'power bank', relevant: POWER_BANKS },
  { query: 'charger', relevant: CHARGERS },
  { query: 'playstation', relevant: ['sony-playstation-5-slim', 'sony-dualsense-wireless-controller'] },
  { query: 'ps5', relevant: ['sony-playstation-5-slim', 'sony-dualsense-wireless-controller'] },
  {
    query: 'xbox',
    relevant: ['microsoft-xbox-series-x', 'microsoft-xbox-series-s', 'xbox-wireless-controller'],
  },
  {
    query: 'nintendo switch',
    relevant: ['nintendo-switch-oled', 'nintendo-switch-lite', 'nintendo-switch-pro-controller'],
  },
  { query: 'controller', relevant: CONTROLLERS },
  { query: 'gaming mouse', relevant: ['logitech-g502-hero-gaming-mouse'] },
  { query: 'keyboard', relevant: KEYBOARDS },
  { query: 'mouse', relevant: MICE },
  { query: 'monitor', relevant: MONITORS },
  {
    query: 'gaming monitor',
    relevant: ['lg-ultragear-27-qhd-165hz-gaming-monitor', 'samsung-odyssey-g5-32-curved-monitor'],
  },
  { query: 'camera', relevant: CAMERAS },
  { query: 'dslr', relevant: ['canon-eos-1500d-dslr', 'nikon-d3500-dslr'] },
  { query: 'mirrorless camera', relevant: MIRRORLESS },
  { query: 'drone', relevant: ['dji-mini-4-pro-drone'] },
  { query: 'ssd', relevant: SSDS },
  { query: 'ram', relevant: RAM },
  { query: 'processor', relevant: ['intel-core-i5-13400f-processor', 'amd-ryzen-5-7600-processor'] },
];

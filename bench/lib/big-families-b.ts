import type { Family } from './big-catalogue.ts';

// Families of accessories, cameras, wearables, networking and PC components.

const PERIPHERAL_COLOURS = ['Black', 'Graphite', 'White', 'Pale Grey'];
const CAPACITIES = ['128GB', '256GB', '512GB', '1TB', '2TB'];

// biome-ignore format: one family per line reads as a table
export const ACCESSORIES: readonly Family[] = [
  { brand: 'Logitech', type: 'mouse', lines: ['MX Master 3S', 'MX Anywhere 3S', 'M331 Silent Plus', 'M185', 'Pebble M350'], options: [['Wireless Mouse', 'Bluetooth Mouse'], PERIPHERAL_COLOURS] },
  { brand: 'Logitech', type: 'keyboard', lines: ['MX Keys S', 'K380 Multi-Device', 'K120', 'MK270 Combo', 'Pop Keys'], options: [['Wireless Keyboard', 'Bluetooth Keyboard'], PERIPHERAL_COLOURS] },
  { brand: 'Apple', type: 'keyboard', lines: ['Magic Keyboard', 'Magic Keyboard with Touch ID'], options: [['US English', 'with Numeric Keypad']] },
  { brand: 'Apple', type: 'mouse', lines: ['Magic Mouse', 'Magic Trackpad'], options: [['White', 'Black']] },
  { brand: 'Rapoo', type: 'keyboard', lines: ['X1800 Wireless Keyboard & Mouse Combo', 'E9050 Wireless Keyboard'], options: [['Black', 'White']] },
  { brand: 'Anker', type: 'powerbank', lines: ['PowerCore 10000mAh', 'PowerCore 20000mAh', '737 Power Bank 24000mAh', 'Nano Power Bank 10000mAh'], options: [['Power Bank', 'Portable Charger'], ['Black', 'White', 'Blue']] },
  { brand: 'Xiaomi', type: 'powerbank', lines: ['Power Bank 3i 10000mAh', 'Power Bank 3 Pro 20000mAh'], options: [['Black', 'Blue']] },
  { brand: 'Baseus', type: 'powerbank', lines: ['Blade 20000mAh Power Bank', 'Bipow 10000mAh Power Bank'], options: [['Black', 'White']] },
  { brand: 'Apple', type: 'charger', lines: ['20W USB-C Power Adapter', '35W Dual USB-C Power Adapter'], options: [['', 'with USB-C Cable']] },
  { brand: 'Samsung', type: 'charger', lines: ['25W Super Fast Charger', '45W Super Fast Charger'], options: [['', 'with USB-C Cable']] },
  { brand: 'Anker', type: 'charger', lines: ['Nano 20W Charger', 'Nano 65W GaN Charger', '735 Charger'], options: [['White', 'Black']] },
  { brand: 'Baseus', type: 'charger', lines: ['GaN5 65W Charger', '100W USB-C Cable 1m', '100W USB-C Cable 2m'], options: [['White', 'Black']] },
  { brand: 'Ugreen', type: 'charger', lines: ['Nexode 65W Charger', 'USB-C to Lightning Cable'], options: [['White', 'Black']] },
  { brand: 'SanDisk', type: 'storage', lines: ['Extreme Portable SSD', 'Ultra Dual Drive', 'Ultra microSD Card'], options: [CAPACITIES] },
  { brand: 'Seagate', type: 'storage', lines: ['Expansion Portable HDD', 'One Touch Portable HDD'], options: [['1TB', '2TB', '4TB', '5TB']] },
  { brand: 'WD', type: 'storage', lines: ['My Passport HDD', 'Elements Portable HDD'], options: [['1TB', '2TB', '4TB', '5TB']] },
  { brand: 'Samsung', type: 'storage', lines: ['T7 Portable SSD', 'EVO Plus microSD Card'], options: [CAPACITIES] },
  { brand: 'Ugreen', type: 'storage', lines: ['7-in-1 USB-C Hub', '4-Port USB 3.0 Hub', '9-in-1 USB-C Docking Station'], options: [['Grey', 'Black']] },
];

const LENS_KITS = ['Body Only', 'with 18-45mm Lens', 'with 18-55mm Lens', 'with 18-150mm Lens'];

// biome-ignore format: one family per line reads as a table
export const CAMERAS: readonly Family[] = [
  { brand: 'Canon', type: 'camera', lines: ['EOS R50 Mirrorless Camera', 'EOS R10 Mirrorless Camera', 'EOS R8 Mirrorless Camera', 'EOS 1500D DSLR', 'EOS 200D II DSLR'], options: [LENS_KITS] },
  { brand: 'Sony', type: 'camera', lines: ['Alpha a6400 Mirrorless Camera', 'Alpha a7 IV Mirrorless Camera', 'ZV-E10 Vlog Camera', 'ZV-E10 II Vlog Camera'], options: [LENS_KITS] },
  { brand: 'Nikon', type: 'camera', lines: ['Z50 Mirrorless Camera', 'Z fc Mirrorless Camera', 'D3500 DSLR', 'D7500 DSLR'], options: [LENS_KITS] },
  { brand: 'Fujifilm', type: 'camera', lines: ['X-T30 II', 'X-S20', 'X-T5'], options: [['Body Only', 'with XC 15-45mm Lens', 'with XF 18-55mm Lens']] },
  { brand: 'Fujifilm', type: 'camera', lines: ['Instax Mini 12', 'Instax Square SQ1'], options: [['Instant Camera'], ['Blue', 'Pink', 'White', 'Green']] },
  { brand: 'GoPro', type: 'camera', lines: ['HERO11 Black', 'HERO12 Black', 'HERO13 Black'], options: [['Action Camera', 'Creator Edition', 'Accessory Bundle']] },
  { brand: 'DJI', type: 'camera', lines: ['Osmo Pocket 3', 'Osmo Action 4', 'Osmo Action 5 Pro'], options: [['Standard Combo', 'Creator Combo', 'Adventure Combo']] },
  { brand: 'DJI', type: 'drone', lines: ['Mini 4 Pro Drone', 'Mini 3 Drone', 'Air 3 Drone', 'Neo Drone'], options: [['', 'Fly More Combo', 'with RC 2 Controller']] },
  { brand: 'Insta360', type: 'camera', lines: ['X3 360° Camera', 'X4 360° Camera', 'GO 3 Action Camera'], options: [['Standard', 'Creator Kit']] },
];

const WATCH_COLOURS = ['Black', 'Silver', 'Graphite', 'Rose Gold', 'Midnight Blue'];

// biome-ignore format: one family per line reads as a table
export const WEARABLES: readonly Family[] = [
  { brand: 'Apple', type: 'watch', lines: ['Watch Series 9 GPS', 'Watch Series 10 GPS', 'Watch SE (2nd Gen) GPS', 'Watch Ultra 2'], options: [['41mm', '45mm'], ['Midnight', 'Starlight', 'Silver', 'Pink']] },
  { brand: 'Samsung', type: 'watch', lines: ['Galaxy Watch6 Smartwatch', 'Galaxy Watch6 Classic Smartwatch', 'Galaxy Watch7 Smartwatch', 'Galaxy Watch Ultra'], options: [['40mm', '44mm', 'LTE 44mm'], WATCH_COLOURS] },
  { brand: 'Samsung', type: 'watch', lines: ['Galaxy Fit3 Fitness Band'], options: [WATCH_COLOURS] },
  { brand: 'Xiaomi', type: 'watch', lines: ['Smart Band 8', 'Smart Band 9', 'Redmi Watch 4 Smartwatch', 'Watch 2 Pro Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'Amazfit', type: 'watch', lines: ['GTR 4 Smartwatch', 'GTS 4 Mini Smartwatch', 'Bip 5 Smartwatch', 'Balance Smartwatch', 'T-Rex 2 Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'Huawei', type: 'watch', lines: ['Watch GT 4 Smartwatch', 'Band 9 Fitness Tracker', 'Watch Fit 3 Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'Garmin', type: 'watch', lines: ['Forerunner 265 GPS Watch', 'Venu Sq 2 Smartwatch', 'Instinct 2 GPS Watch', 'Fenix 7 GPS Watch'], options: [WATCH_COLOURS] },
  { brand: 'Fitbit', type: 'watch', lines: ['Charge 6 Fitness Tracker', 'Inspire 3 Fitness Tracker', 'Versa 4 Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'Noise', type: 'watch', lines: ['ColorFit Pro 5 Smartwatch', 'ColorFit Icon 2 Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'boAt', type: 'watch', lines: ['Wave Call 2 Smartwatch', 'Xtend Smartwatch'], options: [WATCH_COLOURS] },
  { brand: 'Google', type: 'watch', lines: ['Pixel Watch 2', 'Pixel Watch 3'], options: [['41mm', '45mm'], ['Obsidian', 'Porcelain', 'Hazel']] },
];

const ROUTER_EDITIONS = ['', 'V2', 'V3'];
const MESH_PACKS = ['(1-pack)', '(2-pack)', '(3-pack)'];

// biome-ignore format: one family per line reads as a table
export const NETWORKING: readonly Family[] = [
  { brand: 'TP-Link', type: 'router', lines: ['Archer C6 AC1200 Router', 'Archer AX23 Wi-Fi 6 Router', 'Archer AX55 Wi-Fi 6 Router', 'Archer C64 Router', 'TL-WR840N Router', 'RE315 Range Extender'], options: [ROUTER_EDITIONS] },
  { brand: 'TP-Link', type: 'router', lines: ['Deco X20 Mesh Wi-Fi 6', 'Deco M4 Mesh Wi-Fi', 'Deco X50 Mesh Wi-Fi 6'], options: [MESH_PACKS] },
  { brand: 'TP-Link', type: 'router', lines: ['TL-SG108 8-Port Gigabit Switch', 'TL-SF1005D 5-Port Switch'], options: [ROUTER_EDITIONS] },
  { brand: 'Netgear', type: 'router', lines: ['Nighthawk RAX50 AX5400 Router', 'Nighthawk R7000 Router'], options: [ROUTER_EDITIONS] },
  { brand: 'Netgear', type: 'router', lines: ['Orbi RBK352 Mesh Wi-Fi 6'], options: [MESH_PACKS] },
  { brand: 'Asus', type: 'router', lines: ['RT-AX58U Wi-Fi 6 Router', 'RT-AX1800S Router', 'RT-AX57 Wi-Fi 6 Router'], options: [ROUTER_EDITIONS] },
  { brand: 'Asus', type: 'router', lines: ['ZenWiFi XD5 Mesh'], options: [MESH_PACKS] },
  { brand: 'Tenda', type: 'router', lines: ['AC10 AC1200 Router', 'N301 Router', 'TX3 Wi-Fi 6 Router'], options: [ROUTER_EDITIONS] },
  { brand: 'Tenda', type: 'router', lines: ['Nova MW6 Mesh Wi-Fi'], options: [MESH_PACKS] },
  { brand: 'Mercusys', type: 'router', lines: ['MR70X Wi-Fi 6 Router', 'MW325R Router'], options: [ROUTER_EDITIONS] },
  { brand: 'Mercusys', type: 'router', lines: ['Halo H30G Mesh Wi-Fi'], options: [MESH_PACKS] },
  { brand: 'Ubiquiti', type: 'router', lines: ['UniFi U6 Lite Access Point', 'UniFi U6+ Access Point', 'UniFi Dream Router'], options: [['', '(5-pack)']] },
  { brand: 'D-Link', type: 'router', lines: ['DIR-825 AC1200 Router', 'DGS-1008A 8-Port Gigabit Switch', 'DIR-X1860 Wi-Fi 6 Router'], options: [ROUTER_EDITIONS] },
];

const SSD_CAPACITIES = ['500GB', '1TB', '2TB', '4TB'];
const RAM_KITS = ['8GB', '16GB (2x8GB)', '16GB', '32GB (2x16GB)'];

// biome-ignore format: one family per line reads as a table
export const COMPONENTS: readonly Family[] = [
  { brand: 'MSI', type: 'gpu', lines: ['GeForce RTX 3050 Ventus 2X 6GB', 'GeForce RTX 4060 Ventus 2X 8GB', 'GeForce RTX 4070 Super Gaming X Slim 12GB'], options: [['', 'OC']] },
  { brand: 'Asus', type: 'gpu', lines: ['Dual GeForce RTX 4060 8GB', 'TUF Gaming GeForce RTX 4070 Ti Super 16GB', 'ROG Strix GeForce RTX 4080 Super 16GB'], options: [['', 'OC Edition']] },
  { brand: 'Gigabyte', type: 'gpu', lines: ['GeForce RTX 4060 Eagle 8GB', 'Radeon RX 7600 Gaming 8GB', 'GeForce RTX 4070 Windforce 12GB'], options: [['', 'OC']] },
  { brand: 'Zotac', type: 'gpu', lines: ['Gaming GeForce RTX 4060 Twin Edge 8GB', 'Gaming GeForce RTX 3060 Twin Edge 12GB'], options: [['', 'OC']] },
  { brand: 'Sapphire', type: 'gpu', lines: ['Pulse Radeon RX 7600 8GB', 'Pulse Radeon RX 7700 XT 12GB', 'Nitro+ Radeon RX 7800 XT 16GB'], options: [['', 'OC']] },
  { brand: 'Intel', type: 'cpu', lines: ['Core i3-12100F', 'Core i5-12400F', 'Core i5-13400F', 'Core i5-14600K', 'Core i7-14700K', 'Core i9-14900K'], options: [['Processor', 'Desktop Processor'], ['Box', 'Tray']] },
  { brand: 'AMD', type: 'cpu', lines: ['Ryzen 5 5600', 'Ryzen 5 7600', 'Ryzen 7 5700X', 'Ryzen 7 7800X3D', 'Ryzen 9 7900X'], options: [['Processor', 'Desktop Processor'], ['Box', 'Tray']] },
  { brand: 'Samsung', type: 'storage', lines: ['990 PRO NVMe SSD', '980 NVMe SSD', '870 EVO SATA SSD'], options: [SSD_CAPACITIES] },
  { brand: 'WD', type: 'storage', lines: ['Blue SN580 NVMe SSD', 'Black SN850X NVMe SSD', 'Blue SATA SSD'], options: [SSD_CAPACITIES] },
  { brand: 'Kingston', type: 'storage', lines: ['NV2 NVMe SSD', 'A400 SATA SSD'], options: [SSD_CAPACITIES] },
  { brand: 'Crucial', type: 'storage', lines: ['P3 Plus NVMe SSD', 'MX500 SATA SSD'], options: [SSD_CAPACITIES] },
  { brand: 'Kingston', type: 'storage', lines: ['FURY Beast DDR5 5600 RAM', 'FURY Beast DDR4 3200 RAM'], options: [RAM_KITS] },
  { brand: 'Corsair', type: 'storage', lines: ['Vengeance LPX DDR4 3200 RAM', 'Vengeance DDR5 6000 RAM'], options: [RAM_KITS] },
  { brand: 'G.Skill', type: 'storage', lines: ['Ripjaws V DDR4 3600 RAM', 'Trident Z5 RGB DDR5 6000 RAM'], options: [RAM_KITS] },
];

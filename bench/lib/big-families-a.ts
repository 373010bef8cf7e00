import type { Family } from './big-catalogue.ts';

// Families of laptops, phones, audio, screens and gaming, as Nepali shops list them.

const WINDOWS_LAPTOP = [
  ['Core i3', 'Core i5', 'Core i7', 'Core Ultra 5', 'Core Ultra 7', 'Ryzen 5', 'Ryzen 7'],
  ['8GB 256GB', '8GB 512GB', '16GB 512GB', '16GB 1TB', '32GB 1TB'],
];
const GAMING_LAPTOP = [
  ['Core i5', 'Core i7', 'Ryzen 7', 'Ryzen 9'],
  ['RTX 3050', 'RTX 4050', 'RTX 4060', 'RTX 4070'],
  ['16GB 512GB', '16GB 1TB', '32GB 1TB'],
];

// biome-ignore format: one family per line reads as a table
export const LAPTOPS: readonly Family[] = [
  { brand: 'Lenovo', type: 'laptop', lines: ['IdeaPad Slim 3 15"', 'IdeaPad Slim 5 14"', 'IdeaPad Slim 5 16"', 'ThinkPad E14', 'ThinkPad T14', 'ThinkBook 15', 'Yoga Slim 7 14"'], options: WINDOWS_LAPTOP },
  { brand: 'Lenovo', type: 'laptop', lines: ['Legion 5', 'Legion Slim 5', 'LOQ 15'], options: GAMING_LAPTOP },
  { brand: 'HP', type: 'laptop', lines: ['Pavilion 15', 'Pavilion x360 14', 'Envy x360 13', 'EliteBook 840', 'ProBook 450', '15s', '250 G10'], options: WINDOWS_LAPTOP },
  { brand: 'HP', type: 'laptop', lines: ['Victus 15', 'Victus 16', 'OMEN 16'], options: GAMING_LAPTOP },
  { brand: 'Dell', type: 'laptop', lines: ['Inspiron 15 3520', 'Inspiron 14 5430', 'Vostro 3420', 'Latitude 5440', 'XPS 13', 'XPS 15'], options: WINDOWS_LAPTOP },
  { brand: 'Dell', type: 'laptop', lines: ['G15 Gaming', 'Alienware m16'], options: GAMING_LAPTOP },
  { brand: 'Asus', type: 'laptop', lines: ['Vivobook 15', 'Vivobook S14 OLED', 'Zenbook 14 OLED', 'ExpertBook B1'], options: WINDOWS_LAPTOP },
  { brand: 'Asus', type: 'laptop', lines: ['TUF Gaming F15', 'TUF Gaming A15', 'ROG Strix G16', 'ROG Zephyrus G14'], options: GAMING_LAPTOP },
  { brand: 'Acer', type: 'laptop', lines: ['Aspire 3', 'Aspire 5', 'Swift Go 14', 'Extensa 15'], options: WINDOWS_LAPTOP },
  { brand: 'Acer', type: 'laptop', lines: ['Nitro V 15', 'Nitro 5', 'Predator Helios Neo 16'], options: GAMING_LAPTOP },
  { brand: 'MSI', type: 'laptop', lines: ['Modern 14', 'Modern 15', 'Prestige 14'], options: WINDOWS_LAPTOP },
  { brand: 'MSI', type: 'laptop', lines: ['Thin GF63', 'Katana 15', 'Cyborg 15'], options: GAMING_LAPTOP },
  { brand: 'Apple', type: 'laptop', lines: ['MacBook Air 13"', 'MacBook Air 15"', 'MacBook Pro 14"', 'MacBook Pro 16"'], options: [['M2', 'M3', 'M3 Pro', 'M4', 'M4 Pro'], ['8GB 256GB', '16GB 512GB', '24GB 1TB']] },
  { brand: 'Samsung', type: 'laptop', lines: ['Galaxy Book3', 'Galaxy Book4 Pro', 'Galaxy Book4 360'], options: [['Core i5', 'Core i7', 'Core Ultra 7'], ['8GB 512GB', '16GB 512GB', '16GB 1TB']] },
  { brand: 'Microsoft', type: 'laptop', lines: ['Surface Laptop 5', 'Surface Laptop Go 3', 'Surface Pro 9'], options: [['Core i5', 'Core i7'], ['8GB 256GB', '16GB 512GB']] },
];

const PHONE_MEMORY = [['4/64GB', '6/128GB', '8/128GB', '8/256GB', '12/256GB']];
const PHONE_COLOURS = ['Black', 'Blue', 'Green', 'Silver', 'Purple'];

// biome-ignore format: one family per line reads as a table
export const SMARTPHONES: readonly Family[] = [
  { brand: 'Samsung', type: 'phone', lines: ['Galaxy A05s', 'Galaxy A15', 'Galaxy A25 5G', 'Galaxy A35 5G', 'Galaxy A55 5G', 'Galaxy M34 5G', 'Galaxy F15 5G'], options: PHONE_MEMORY },
  { brand: 'Samsung', type: 'phone', lines: ['Galaxy S23 FE', 'Galaxy S24', 'Galaxy S24+', 'Galaxy S24 Ultra', 'Galaxy Z Flip5', 'Galaxy Z Fold5'], options: [['8/256GB', '12/256GB', '12/512GB'], PHONE_COLOURS] },
  { brand: 'Apple', type: 'phone', lines: ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Plus', 'iPhone 15 Pro', 'iPhone 15 Pro Max', 'iPhone 16', 'iPhone 16 Pro'], options: [['128GB', '256GB', '512GB'], PHONE_COLOURS] },
  { brand: 'Xiaomi', type: 'phone', lines: ['Redmi 13C', 'Redmi Note 13', 'Redmi Note 13 Pro 5G', 'Redmi Note 13 Pro+ 5G', '14', '13T Pro', 'Poco X6 Pro', 'Poco M6 Pro'], options: PHONE_MEMORY },
  { brand: 'OnePlus', type: 'phone', lines: ['Nord CE 3 Lite', 'Nord CE4', 'Nord 3', '12R', '12'], options: PHONE_MEMORY },
  { brand: 'Google', type: 'phone', lines: ['Pixel 7a', 'Pixel 8', 'Pixel 8a', 'Pixel 8 Pro'], options: [['128GB', '256GB'], PHONE_COLOURS] },
  { brand: 'Vivo', type: 'phone', lines: ['Y17s', 'Y28', 'Y36', 'V29', 'V30 5G', 'T3 5G'], options: PHONE_MEMORY },
  { brand: 'Oppo', type: 'phone', lines: ['A18', 'A38', 'A58', 'A78', 'Reno 10 5G', 'Reno 11 5G', 'F25 Pro'], options: PHONE_MEMORY },
  { brand: 'Realme', type: 'phone', lines: ['C53', 'C67', 'Narzo 60', '11 Pro 5G', '12 Pro+ 5G'], options: PHONE_MEMORY },
  { brand: 'Honor', type: 'phone', lines: ['X7b', 'X8b', 'X9b 5G', '90 Lite'], options: PHONE_MEMORY },
  { brand: 'Infinix', type: 'phone', lines: ['Hot 40i', 'Note 30', 'Zero 30 5G'], options: PHONE_MEMORY },
  { brand: 'Apple', type: 'tablet', lines: ['iPad 10th Gen', 'iPad Air 11"', 'iPad Pro 11"', 'iPad mini'], options: [['64GB Wi-Fi', '128GB Wi-Fi', '256GB Wi-Fi + Cellular']] },
  { brand: 'Samsung', type: 'tablet', lines: ['Galaxy Tab A9', 'Galaxy Tab A9+', 'Galaxy Tab S9 FE', 'Galaxy Tab S9'], options: [['4/64GB Wi-Fi', '8/128GB Wi-Fi', '8/128GB 5G']] },
  { brand: 'Xiaomi', type: 'tablet', lines: ['Redmi Pad SE', 'Pad 6'], options: [['4/128GB', '6/128GB', '8/256GB']] },
];

const AUDIO_COLOURS = ['Black', 'White', 'Blue', 'Beige'];
const HEADPHONES = [
  ['Wireless Headphones', 'Noise Cancelling Headphones', 'Bluetooth Headphones'],
  AUDIO_COLOURS,
];
const EARBUDS = [['Wireless Earbuds', 'True Wireless Earbuds', 'ANC Earbuds'], AUDIO_COLOURS];
const SPEAKERS = [
  ['Portable Speaker', 'Bluetooth Speaker', 'Waterproof Speaker'],
  ['Black', 'Blue', 'Red', 'Teal'],
];

// biome-ignore format: one family per line reads as a table
export const AUDIO: readonly Family[] = [
  { brand: 'Sony', type: 'headphones', lines: ['WH-1000XM5', 'WH-1000XM4', 'WH-CH720N', 'WH-CH520', 'ULT Wear'], options: HEADPHONES },
  { brand: 'Bose', type: 'headphones', lines: ['QuietComfort 45', 'QuietComfort Ultra', 'QuietComfort SE'], options: HEADPHONES },
  { brand: 'JBL', type: 'headphones', lines: ['Tune 520BT', 'Tune 760NC', 'Live 660NC'], options: HEADPHONES },
  { brand: 'Marshall', type: 'headphones', lines: ['Major IV', 'Monitor II'], options: HEADPHONES },
  { brand: 'Sennheiser', type: 'headphones', lines: ['Momentum 4', 'Accentum', 'HD 450BT'], options: HEADPHONES },
  { brand: 'Anker', type: 'headphones', lines: ['Soundcore Life Q30', 'Soundcore Q20i'], options: HEADPHONES },
  { brand: 'boAt', type: 'headphones', lines: ['Rockerz 450', 'Rockerz 550'], options: HEADPHONES },
  { brand: 'Apple', type: 'earbuds', lines: ['AirPods Pro (2nd Gen)', 'AirPods (3rd Gen)', 'AirPods 4'], options: EARBUDS },
  { brand: 'Samsung', type: 'earbuds', lines: ['Galaxy Buds2 Pro', 'Galaxy Buds FE', 'Galaxy Buds3'], options: EARBUDS },
  { brand: 'Sony', type: 'earbuds', lines: ['WF-1000XM5', 'WF-C700N'], options: EARBUDS },
  { brand: 'Nothing', type: 'earbuds', lines: ['Ear (2)', 'Ear (a)'], options: EARBUDS },
  { brand: 'Xiaomi', type: 'earbuds', lines: ['Redmi Buds 5', 'Redmi Buds 4 Active'], options: EARBUDS },
  { brand: 'OnePlus', type: 'earbuds', lines: ['Buds 3', 'Nord Buds 2'], options: EARBUDS },
  { brand: 'boAt', type: 'earbuds', lines: ['Airdopes 141', 'Airdopes 161'], options: EARBUDS },
  { brand: 'JBL', type: 'speaker', lines: ['Flip 6', 'Charge 5', 'Go 3', 'Clip 4', 'PartyBox 110', 'Xtreme 3'], options: SPEAKERS },
  { brand: 'Sony', type: 'speaker', lines: ['SRS-XB13', 'SRS-XE200', 'ULT Field 1'], options: SPEAKERS },
  { brand: 'Marshall', type: 'speaker', lines: ['Emberton II', 'Willen', 'Stanmore III'], options: SPEAKERS },
  { brand: 'Ultimate Ears', type: 'speaker', lines: ['Boom 3', 'Wonderboom 3'], options: SPEAKERS },
];

const TV_SIZES = ['32"', '43"', '50"', '55"', '65"'];

// biome-ignore format: one family per line reads as a table
export const TVS_AND_DISPLAYS: readonly Family[] = [
  { brand: 'Samsung', type: 'tv', lines: ['Crystal UHD CU7700', 'Crystal 4K iSmart', 'QLED Q60C', 'Neo QLED QN90C', 'OLED S90C'], options: [TV_SIZES, ['4K Smart TV', '4K UHD TV', '4K Tizen TV']] },
  { brand: 'Sony', type: 'tv', lines: ['Bravia X75L', 'Bravia X80L', 'Bravia X90L', 'Bravia 7'], options: [TV_SIZES, ['4K Google TV', '4K HDR Smart TV']] },
  { brand: 'LG', type: 'tv', lines: ['UR7500', 'UQ8050', 'NanoCell NANO77', 'OLED evo C3', 'OLED B3'], options: [TV_SIZES, ['4K webOS Smart TV', '4K Smart TV']] },
  { brand: 'Xiaomi', type: 'tv', lines: ['TV A Pro', 'TV X', 'Smart TV 5A'], options: [TV_SIZES, ['4K Google TV', 'HD Android TV']] },
  { brand: 'TCL', type: 'tv', lines: ['C645 QLED', 'P635', 'C755 QD-Mini LED'], options: [TV_SIZES, ['4K Google TV']] },
  { brand: 'Hisense', type: 'tv', lines: ['A6K', 'E7K QLED', 'U6K Mini-LED'], options: [TV_SIZES, ['4K VIDAA Smart TV', '4K Smart TV']] },
  { brand: 'CG', type: 'tv', lines: ['Smart LED', 'Frameless'], options: [TV_SIZES, ['HD Android TV', '4K Google TV']] },
  { brand: 'Dell', type: 'monitor', lines: ['S Series', 'UltraSharp', 'G Series'], options: [['24"', '27"'], ['FHD IPS Monitor', 'QHD Monitor', '165Hz Gaming Monitor']] },
  { brand: 'LG', type: 'monitor', lines: ['UltraGear', 'UltraWide', 'UltraFine'], options: [['24"', '27"', '34"'], ['FHD Monitor', 'QHD Monitor', '4K Monitor']] },
  { brand: 'Samsung', type: 'monitor', lines: ['Odyssey G5', 'Odyssey G7', 'ViewFinity S6', 'Essential S3'], options: [['24"', '27"', '32"'], ['Curved Monitor', 'QHD Monitor']] },
  { brand: 'Asus', type: 'monitor', lines: ['TUF Gaming', 'ProArt', 'ROG Strix'], options: [['24"', '27"'], ['165Hz Gaming Monitor', 'QHD Monitor']] },
  { brand: 'BenQ', type: 'monitor', lines: ['GW2480', 'EW2780', 'Mobiuz EX2710Q'], options: [['Eye-Care Monitor', 'IPS Monitor']] },
  { brand: 'Acer', type: 'monitor', lines: ['Nitro VG240Y', 'KA242Y', 'Nitro XV272U'], options: [['Gaming Monitor', 'IPS Monitor']] },
];

const CONSOLE_BUNDLES = ['Console', 'with 2 Controllers', 'EA Sports FC 25 Bundle'];
const GEAR_COLOURS = ['Black', 'White', 'Red'];

// biome-ignore format: one family per line reads as a table
export const GAMING_GEAR: readonly Family[] = [
  { brand: 'Sony', type: 'gamebox', lines: ['PlayStation 5 Slim', 'PlayStation 5 Slim Digital Edition', 'PlayStation 5 Pro'], options: [CONSOLE_BUNDLES] },
  { brand: 'Microsoft', type: 'gamebox', lines: ['Xbox Series X 1TB', 'Xbox Series S 512GB', 'Xbox Series S 1TB'], options: [CONSOLE_BUNDLES] },
  { brand: 'Nintendo', type: 'console', lines: ['Switch OLED Model', 'Switch Lite', 'Switch'], options: [['Neon Red/Blue', 'White', 'Mario Red Edition', 'Grey']] },
  { brand: 'Valve', type: 'console', lines: ['Steam Deck OLED', 'Steam Deck LCD'], options: [['256GB', '512GB', '1TB']] },
  { brand: 'Asus', type: 'console', lines: ['ROG Ally Z1', 'ROG Ally Z1 Extreme', 'ROG Ally X'], options: [['Handheld', 'with Carry Case']] },
  { brand: 'Sony', type: 'controller', lines: ['DualSense Wireless Controller', 'DualSense Edge Controller'], options: [GEAR_COLOURS] },
  { brand: 'Microsoft', type: 'controller', lines: ['Xbox Wireless Controller', 'Xbox Elite Controller Series 2'], options: [GEAR_COLOURS] },
  { brand: 'Nintendo', type: 'controller', lines: ['Switch Pro Controller', 'Joy-Con Pair'], options: [GEAR_COLOURS] },
  { brand: '8BitDo', type: 'controller', lines: ['Ultimate Controller', 'Pro 2 Controller'], options: [GEAR_COLOURS] },
  { brand: 'Logitech', type: 'mouse', lines: ['G502 HERO Gaming Mouse', 'G305 Lightspeed Gaming Mouse', 'G Pro X Superlight Gaming Mouse'], options: [GEAR_COLOURS] },
  { brand: 'Razer', type: 'mouse', lines: ['DeathAdder V3 Gaming Mouse', 'Basilisk V3 Gaming Mouse', 'Viper Mini Gaming Mouse'], options: [GEAR_COLOURS] },
  { brand: 'Razer', type: 'headphones', lines: ['BlackShark V2 X Gaming Headset', 'Kraken V3 Gaming Headset'], options: [GEAR_COLOURS] },
  { brand: 'HyperX', type: 'headphones', lines: ['Cloud II Gaming Headset', 'Cloud Stinger 2 Gaming Headset'], options: [GEAR_COLOURS] },
  { brand: 'Logitech', type: 'headphones', lines: ['G435 Gaming Headset', 'G Pro X Gaming Headset'], options: [GEAR_COLOURS] },
  { brand: 'Redragon', type: 'keyboard', lines: ['K552 Kumara Mechanical Keyboard', 'K617 Fizz Mechanical Keyboard'], options: [['Red Switches', 'Blue Switches', 'Brown Switches']] },
  { brand: 'HyperX', type: 'keyboard', lines: ['Alloy Origins Mechanical Keyboard'], options: [['Red Switches', 'Blue Switches']] },
];

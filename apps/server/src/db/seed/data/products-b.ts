import type { ProductRow } from './products.ts';

// [title, price (NPR), old price (0 = not on sale), type, "Spec=value|…", slug when fixed]
// biome-ignore format: one product per line reads as a table
export const ACCESSORIES: readonly ProductRow[] = [
  ['Logitech MX Master 3S Mouse', 14999, 0, 'mouse', 'Sensor=8K DPI, works on glass|Clicks=Quiet|Scroll=MagSpeed electromagnetic|Battery=70 days, USB-C'],
  ['Logitech MX Keys S Keyboard', 16999, 0, 'keyboard', 'Keys=Spherically dished, backlit|Connection=Bluetooth, Logi Bolt|Devices=Up to 3|Battery=10 days with lighting'],
  ['Logitech K380 Multi-Device Keyboard', 4999, 0, 'keyboard', 'Connection=Bluetooth|Devices=Up to 3|Battery=2 years (AAA)|Weight=423 g'],
  ['Logitech M331 Silent Plus Mouse', 2199, 0, 'mouse', 'Clicks=90% less noise|Connection=2.4 GHz USB receiver|Battery=24 months|Hand=Right-handed'],
  ['Apple Magic Keyboard', 14999, 0, 'keyboard', 'Connection=Bluetooth, USB-C|Layout=US English|Battery=About a month per charge|Works with=Mac, iPad'],
  ['Apple Magic Mouse', 11999, 0, 'mouse', 'Surface=Multi-Touch|Connection=Bluetooth|Charging=USB-C|Works with=Mac'],
  ['Anker PowerCore 20000mAh Power Bank', 5999, 6999, 'powerbank', 'Capacity=20000 mAh|Output=2 × USB-A, 18 W|Charges=iPhone 15 about 4 times|Weight=356 g'],
  ['Xiaomi Power Bank 3 Pro 20000mAh', 4499, 0, 'powerbank', 'Capacity=20000 mAh|Output=45 W USB-C PD|Ports=2 USB-A + 1 USB-C|Charges=Laptops too'],
  ['Anker 737 Power Bank 24000mAh', 17999, 0, 'powerbank', 'Capacity=24000 mAh|Output=140 W|Display=Smart digital|Ports=2 USB-C + 1 USB-A'],
  ['Apple 20W USB-C Power Adapter', 3499, 0, 'charger', 'Output=20 W USB-C|Fast charge=iPhone 50% in 30 min|Plug=Type C/D adapter for Nepal sockets|Cable=Not included'],
  ['Samsung 25W Super Fast Charger', 2499, 0, 'charger', 'Output=25 W PD 3.0 PPS|Cable=USB-C to USB-C included|Works with=Galaxy S and A series|Safety=Over-voltage protection'],
  ['Anker Nano 65W GaN Charger', 6499, 0, 'charger', 'Output=65 W|Ports=2 USB-C + 1 USB-A|Technology=GaN II|Charges=Laptop, phone and tablet together'],
  ['Baseus 100W USB-C Cable', 1299, 0, 'charger', 'Power=100 W PD|Data=480 Mbps|Braid=Nylon|Connectors=USB-C to USB-C'],
  ['Ugreen 7-in-1 USB-C Hub', 5499, 0, 'storage', 'Ports=HDMI 4K, 3 × USB-A, SD, microSD, USB-C PD|Pass-through=100 W|Body=Aluminium|Works with=MacBook, Windows laptops'],
  ['SanDisk Extreme Portable SSD 1TB', 15999, 17999, 'storage', 'Capacity=1TB|Speed=Up to 1050 MB/s|Resistance=IP65, 3 m drop|Interface=USB-C 3.2 Gen 2'],
  ['Seagate Expansion 2TB Portable HDD', 9999, 0, 'storage', 'Capacity=2TB|Interface=USB 3.0|Backup=Rescue data recovery|Compatibility=Windows, macOS'],
  ['Rapoo X1800 Wireless Keyboard & Mouse Combo', 2999, 0, 'keyboard', 'Connection=2.4 GHz, one receiver|Keys=Quiet, spill-resistant|Battery=12 months|Mouse=1000 DPI'],
  ['Spigen Tough Armor Case for iPhone 15', 3499, 0, 'phone', 'Protection=Military-grade drop tested|Stand=Built-in kickstand|Material=TPU + polycarbonate|MagSafe=Compatible'],
];

// biome-ignore format: one product per line reads as a table
export const DISPLAYS: readonly ProductRow[] = [
  ['Samsung 55" QLED 4K Smart TV Q60C', 124999, 139999, 'tv', 'Panel=55" QLED, Quantum Dot|Resolution=4K UHD, HDR10+|Smart=Tizen with Netflix and YouTube|Sound=20 W, Object Tracking Sound Lite', 'samsung-qled-tv'],
  ['Samsung 43" Crystal UHD 4K TV CU7700', 54999, 0, 'tv', 'Panel=43" LED|Resolution=4K UHD|Processor=Crystal 4K|Smart=Tizen'],
  ['Sony Bravia 55" X80L 4K Google TV', 139999, 0, 'tv', 'Panel=55" LED, Triluminos Pro|Resolution=4K HDR|Smart=Google TV|Sound=Dolby Atmos'],
  ['LG 55" OLED evo C3 4K TV', 229999, 249999, 'tv', 'Panel=55" OLED evo|Refresh=120Hz, G-Sync, FreeSync|Processor=α9 AI Gen6|Smart=webOS 23'],
  ['LG 43" UR7500 4K Smart TV', 52999, 0, 'tv', 'Panel=43" LED|Resolution=4K UHD|Smart=webOS with ThinQ AI|Sound=20 W'],
  ['Xiaomi TV A Pro 43" 4K', 42999, 0, 'tv', 'Panel=43" 4K, Dolby Vision|Smart=Google TV|Sound=Dolby Audio, DTS-X|Storage=16GB'],
  ['TCL 50" C645 QLED 4K TV', 64999, 0, 'tv', 'Panel=50" QLED|Resolution=4K HDR10+|Smart=Google TV|Gaming=Game Master, ALLM'],
  ['Hisense 65" A6K 4K Smart TV', 99999, 109999, 'tv', 'Panel=65" LED, Dolby Vision|Resolution=4K UHD|Smart=VIDAA|Sound=DTS Virtual:X'],
  ['CG 32" HD Smart Android TV', 21999, 0, 'tv', 'Panel=32" HD LED|Smart=Android TV 11|Sound=20 W|Made for=Nepal, with local service network'],
  ['Dell 27" S2721HS Monitor', 27999, 0, 'monitor', 'Panel=27" FHD IPS|Refresh=75Hz, AMD FreeSync|Stand=Height adjustable|Ports=HDMI, DisplayPort'],
  ['LG UltraGear 27" QHD 165Hz Gaming Monitor', 42999, 46999, 'monitor', 'Panel=27" QHD Nano IPS|Refresh=165Hz, 1 ms|HDR=HDR10|Sync=G-Sync compatible'],
  ['Samsung Odyssey G5 32" Curved Monitor', 47999, 0, 'monitor', 'Panel=32" QHD VA, 1000R curve|Refresh=165Hz, 1 ms|HDR=HDR10|Sync=FreeSync Premium'],
  ['Asus ProArt PA248QV 24" Monitor', 39999, 0, 'monitor', 'Panel=24.1" WUXGA IPS|Colour=100% sRGB, ΔE < 2|Refresh=75Hz|Calibration=Factory calibrated'],
  ['BenQ GW2480 24" Eye-Care Monitor', 18999, 0, 'monitor', 'Panel=23.8" FHD IPS|Eye care=Flicker-free, low blue light|Speakers=Built-in|Ports=HDMI, DP, VGA'],
];

// biome-ignore format: one product per line reads as a table
export const GAMING: readonly ProductRow[] = [
  ['Nintendo Switch OLED Model', 54999, 59999, 'console', 'Screen=7" OLED|Storage=64GB|Modes=TV, tabletop, handheld|Dock=With wired LAN port', 'nintendo-switch-oled'],
  ['Sony PlayStation 5 Slim', 84999, 0, 'gamebox', 'Storage=1TB SSD|Resolution=Up to 4K 120fps|Drive=Ultra HD Blu-ray|Controller=DualSense included'],
  ['Sony DualSense Wireless Controller', 10999, 0, 'controller', 'Feedback=Haptic feedback, adaptive triggers|Mic=Built-in|Battery=Rechargeable, USB-C|Works with=PS5, PC'],
  ['Microsoft Xbox Series X', 89999, 0, 'gamebox', 'Storage=1TB SSD|Resolution=True 4K, up to 120fps|Drive=4K Blu-ray|Feature=Quick Resume'],
  ['Microsoft Xbox Series S', 54999, 59999, 'gamebox', 'Storage=512GB SSD|Resolution=1440p up to 120fps|Size=Smallest Xbox ever|Drive=All-digital'],
  ['Xbox Wireless Controller', 8999, 0, 'controller', 'Connection=Xbox Wireless, Bluetooth|Grip=Textured|Button=Share|Works with=Xbox, PC, mobile'],
  ['Nintendo Switch Lite', 34999, 0, 'console', 'Screen=5.5" LCD|Storage=32GB|Mode=Handheld only|Battery=3–7 hours'],
  ['Nintendo Switch Pro Controller', 9999, 0, 'controller', 'Features=HD rumble, motion controls|Battery=Up to 40 hours|Charging=USB-C|Extra=amiibo NFC'],
  ['Steam Deck OLED 512GB', 99999, 0, 'console', 'Screen=7.4" HDR OLED 90Hz|Storage=512GB NVMe|Battery=50 Wh|OS=SteamOS'],
  ['Asus ROG Ally Z1 Extreme', 109999, 0, 'console', 'Chip=AMD Ryzen Z1 Extreme|Screen=7" FHD 120Hz|Storage=512GB SSD|OS=Windows 11'],
  ['Razer BlackShark V2 X Gaming Headset', 8499, 0, 'headphones', 'Driver=50 mm TriForce|Sound=7.1 surround|Mic=Cardioid HyperClear|Weight=240 g'],
  ['Logitech G502 HERO Gaming Mouse', 6999, 7999, 'mouse', 'Sensor=HERO 25K|Buttons=11 programmable|Weights=Adjustable|Lighting=LIGHTSYNC RGB'],
  ['Redragon K552 Kumara Mechanical Keyboard', 4999, 0, 'keyboard', 'Layout=87-key tenkeyless|Switches=Outemu mechanical|Backlight=Red LED|Build=Metal top plate'],
  ['HyperX Cloud II Gaming Headset', 11999, 0, 'headphones', 'Driver=53 mm|Sound=Virtual 7.1|Mic=Detachable, noise cancelling|Build=Aluminium frame'],
];

import type { ProductRow } from './products.ts';

// [title, price (NPR), old price (0 = not on sale), type, "Spec=value|…", slug when fixed]
// biome-ignore format: one product per line reads as a table
export const CAMERAS: readonly ProductRow[] = [
  ['Canon EOS R50 Mirrorless Camera', 109999, 0, 'camera', 'Sensor=24.2MP APS-C|Video=4K 30p uncropped|Autofocus=Dual Pixel CMOS AF II|Screen=Vari-angle touch'],
  ['Canon EOS 1500D DSLR', 64999, 69999, 'camera', 'Sensor=24.1MP APS-C|Video=Full HD|Viewfinder=Optical|Connectivity=Wi-Fi, NFC'],
  ['Sony Alpha a6400', 124999, 0, 'camera', 'Sensor=24.2MP APS-C|Autofocus=Real-time Eye AF, 0.02 s|Video=4K HDR|Screen=180° tilt'],
  ['Sony ZV-E10 Vlog Camera', 84999, 89999, 'camera', 'Sensor=24.2MP APS-C|Video=4K, Product Showcase mode|Mic=Directional 3-capsule|Screen=Vari-angle'],
  ['Nikon Z50 Mirrorless Camera', 119999, 0, 'camera', 'Sensor=20.9MP DX|Video=4K UHD|Viewfinder=2.36M-dot OLED EVF|Burst=11 fps'],
  ['Nikon D3500 DSLR', 59999, 0, 'camera', 'Sensor=24.2MP DX|Battery=1550 shots|Guide=Step-by-step Guide mode|Weight=365 g body'],
  ['Fujifilm X-T30 II', 129999, 0, 'camera', 'Sensor=26.1MP X-Trans 4|Film simulations=18|Video=4K 30p|Dials=Classic manual controls'],
  ['Fujifilm Instax Mini 12', 12999, 0, 'camera', 'Film=Instax Mini|Exposure=Automatic|Mode=Close-up with parallax correction|Batteries=2 × AA'],
  ['GoPro HERO12 Black', 64999, 69999, 'camera', 'Video=5.3K60, HDR|Stabilisation=HyperSmooth 6.0|Waterproof=10 m|Battery=Enduro'],
  ['DJI Osmo Pocket 3', 74999, 0, 'camera', 'Sensor=1-inch CMOS|Gimbal=3-axis|Video=4K 120fps|Screen=2" rotating'],
  ['DJI Mini 4 Pro Drone', 124999, 0, 'drone', 'Weight=Under 249 g|Video=4K 60fps HDR|Sensing=Omnidirectional obstacle|Range=20 km O4 video'],
  ['Insta360 X3 360° Camera', 69999, 0, 'camera', 'Video=5.7K 360°|Screen=2.29" touch|Waterproof=10 m|Feature=Invisible selfie stick'],
];

// biome-ignore format: one product per line reads as a table
export const COMPONENTS: readonly ProductRow[] = [
  ['MSI GeForce RTX 4060 Ventus 2X 8GB', 54999, 0, 'gpu', 'GPU=NVIDIA RTX 4060|Memory=8GB GDDR6|Outputs=3 × DP, 1 × HDMI|Power=115 W, 1 × 8-pin'],
  ['Asus Dual GeForce RTX 4070 Super 12GB', 104999, 0, 'gpu', 'GPU=NVIDIA RTX 4070 Super|Memory=12GB GDDR6X|Cooling=Dual Axial-tech fans|Power=220 W'],
  ['Sapphire Pulse Radeon RX 7600 8GB', 49999, 54999, 'gpu', 'GPU=AMD RX 7600|Memory=8GB GDDR6|Cooling=Dual-X|Outputs=3 × DP, 1 × HDMI'],
  ['Samsung 990 PRO 1TB NVMe SSD', 19999, 0, 'storage', 'Interface=PCIe 4.0 NVMe M.2|Read=Up to 7,450 MB/s|Write=Up to 6,900 MB/s|Endurance=600 TBW'],
  ['WD Blue SN580 500GB NVMe SSD', 7499, 0, 'storage', 'Interface=PCIe 4.0 NVMe M.2|Read=Up to 4,000 MB/s|Form=2280|Endurance=300 TBW'],
  ['Kingston FURY Beast 16GB DDR5 5600', 8999, 0, 'storage', 'Capacity=16GB (1 × 16GB)|Speed=5600 MT/s|Profile=Intel XMP 3.0|Heat spreader=Low profile'],
  ['Corsair Vengeance LPX 16GB DDR4 3200', 6499, 0, 'storage', 'Capacity=16GB (2 × 8GB)|Speed=3200 MHz|Latency=CL16|Profile=XMP 2.0'],
  ['Intel Core i5-13400F Processor', 32999, 0, 'cpu', 'Cores=10 (6P + 4E)|Boost=Up to 4.6 GHz|Socket=LGA 1700|Graphics=None (F model)'],
  ['AMD Ryzen 5 7600 Processor', 34999, 0, 'cpu', 'Cores=6 / 12 threads|Boost=Up to 5.1 GHz|Socket=AM5|Cooler=Wraith Stealth included'],
];

// biome-ignore format: one product per line reads as a table
export const NETWORKING: readonly ProductRow[] = [
  ['TP-Link Archer AX55 Wi-Fi 6 Router', 12999, 0, 'router', 'Standard=Wi-Fi 6 AX3000|Ports=4 × Gigabit LAN|Antennas=4 high-gain|Security=HomeShield'],
  ['TP-Link Deco X20 Mesh Wi-Fi 6', 24999, 27999, 'router', 'Standard=Wi-Fi 6 AX1800|Coverage=Up to 5,800 sq ft (2-pack)|Devices=150|Setup=Deco app'],
  ['TP-Link Archer C6 AC1200 Router', 4999, 0, 'router', 'Standard=AC1200 dual band|Ports=Gigabit|Technology=MU-MIMO|Antennas=4 external'],
  ['Netgear Nighthawk RAX50 AX5400', 32999, 0, 'router', 'Standard=Wi-Fi 6 AX5400|Streams=6|Ports=5 × Gigabit, USB 3.0|Processor=1.5 GHz tri-core'],
  ['Asus RT-AX58U Wi-Fi 6 Router', 24999, 0, 'router', 'Standard=Wi-Fi 6 AX3000|Mesh=AiMesh|Security=AiProtection Pro|Ports=4 × Gigabit LAN'],
  ['Tenda AC10 AC1200 Router', 3999, 0, 'router', 'Standard=AC1200|Ports=Gigabit|Beamforming=Yes|Antennas=4 × 5 dBi'],
  ['Mercusys Halo H30G Mesh (3-pack)', 11999, 0, 'router', 'Standard=AC1300|Coverage=Up to 5,000 sq ft|Ports=Gigabit|Roaming=Seamless'],
  ['TP-Link TL-SG108 8-Port Gigabit Switch', 3299, 0, 'router', 'Ports=8 × Gigabit|Case=Metal|Setup=Plug and play|Power=Energy-efficient Ethernet'],
  ['Ubiquiti UniFi U6 Lite Access Point', 19999, 0, 'router', 'Standard=Wi-Fi 6|Mount=Ceiling or wall|Power=PoE|Clients=300+'],
];

// biome-ignore format: one product per line reads as a table
export const WEARABLES: readonly ProductRow[] = [
  ['Apple Watch Series 9 GPS 45mm', 64999, 0, 'watch', 'Chip=S9 SiP|Display=Always-On Retina, 2000 nits|Health=ECG, blood oxygen|Feature=Double tap'],
  ['Apple Watch SE (2nd Gen)', 39999, 0, 'watch', 'Chip=S8 SiP|Safety=Crash and fall detection|Water=50 m|Battery=Up to 18 hours'],
  ['Samsung Galaxy Watch6 Classic', 49999, 54999, 'watch', 'Bezel=Rotating|Display=1.5" Super AMOLED|Health=BIA body composition, ECG|OS=Wear OS'],
  ['Samsung Galaxy Watch6', 36999, 0, 'watch', 'Display=1.47" Super AMOLED|Health=Sleep coaching, ECG|Water=5ATM + IP68|OS=Wear OS'],
  ['Samsung Galaxy Fit3', 8999, 0, 'watch', 'Display=1.6" AMOLED|Battery=Up to 13 days|Workouts=100+|Water=5ATM'],
  ['Xiaomi Smart Band 8', 5499, 0, 'watch', 'Display=1.62" AMOLED 60Hz|Battery=Up to 16 days|Modes=150+ sports|Water=5ATM'],
  ['Amazfit GTR 4', 24999, 27999, 'watch', 'Display=1.43" AMOLED|GPS=Dual-band, 6 systems|Battery=Up to 14 days|Calls=Bluetooth'],
  ['Huawei Watch GT 4', 32999, 0, 'watch', 'Display=1.43" AMOLED|Battery=Up to 14 days|Health=TruSeen 5.5+|Design=Octagonal stainless steel'],
  ['Garmin Forerunner 265', 64999, 0, 'watch', 'Display=1.3" AMOLED|Training=Readiness, HRV status|GPS=Multi-band|Battery=Up to 13 days'],
  ['Fitbit Charge 6', 19999, 0, 'watch', 'Heart rate=Improved accuracy|GPS=Built-in|Apps=YouTube Music, Google Maps|Battery=Up to 7 days'],
  ['Noise ColorFit Pro 5', 6999, 8999, 'watch', 'Display=1.85" AMOLED|Calls=Bluetooth calling|Modes=100 sports|Battery=Up to 7 days'],
  ['Google Pixel Watch 2', 49999, 0, 'watch', 'Chip=Snapdragon W5|Health=Fitbit heart tracking, skin temperature|Safety=Safety Check|Battery=24 h always-on'],
];

import type { CategorySlug } from './categories.ts';

export interface VendorData {
  name: string;
  slug: string;
  owner: string;
  mobile: string;
  city: string;
  /** Logo colour. */
  color: string;
  /** Categories the shop stocks; products are spread over the shops that stock them. */
  stocks: CategorySlug[];
  description: string;
  /** Joined (member since). */
  joined: string;
}

/** The first shop is the demo vendor's (vendor@pasal.demo). */
export const VENDOR_DATA: readonly VendorData[] = [
  {
    name: 'Kathmandu Gadget House',
    slug: 'kathmandu-gadget-house',
    owner: 'Rajesh Shrestha',
    mobile: '9841234567',
    city: 'Kathmandu',
    color: '#1f4ed8',
    stocks: ['laptops', 'audio', 'gaming', 'tvs-and-displays', 'smartphones'],
    description:
      'New Road’s gadget shop since 2012: laptops, phones, consoles and audio with official Nepal warranty, EMI on selected banks and same-day delivery inside the Valley.',
    joined: '2023-02-14',
  },
  {
    name: 'Pokhara Tech Bazaar',
    slug: 'pokhara-tech-bazaar',
    owner: 'Sunita Gurung',
    mobile: '9856021345',
    city: 'Pokhara',
    color: '#0f9d8a',
    stocks: ['smartphones', 'wearables', 'accessories'],
    description:
      'Chipledhunga, Pokhara. Phones, smartwatches and chargers for the lake city — genuine stock, exchange offers and free delivery across Pokhara.',
    joined: '2023-05-03',
  },
  {
    name: 'Lalitpur Laptop Centre',
    slug: 'lalitpur-laptop-centre',
    owner: 'Bijay Maharjan',
    mobile: '9851087654',
    city: 'Lalitpur',
    color: '#6d28d9',
    stocks: ['laptops', 'components', 'accessories'],
    description:
      'Pulchowk’s laptop specialists for students and engineers: business and gaming laptops, upgrades (RAM, SSD) fitted free, and a service desk that actually answers.',
    joined: '2023-08-21',
  },
  {
    name: 'Bhaktapur Digital Store',
    slug: 'bhaktapur-digital-store',
    owner: 'Krishna Prajapati',
    mobile: '9803345678',
    city: 'Bhaktapur',
    color: '#b45309',
    stocks: ['audio', 'tvs-and-displays', 'accessories'],
    description:
      'Suryabinayak’s home-electronics shop: smart TVs, soundbars and speakers with wall-mount installation by our own technicians.',
    joined: '2023-11-09',
  },
  {
    name: 'Everest Electronics',
    slug: 'everest-electronics',
    owner: 'Pemba Sherpa',
    mobile: '9818765432',
    city: 'Kathmandu',
    color: '#0e7490',
    stocks: ['tvs-and-displays', 'audio', 'cameras'],
    description:
      'Durbar Marg showroom for premium TVs, monitors and cameras. Authorised dealer for leading brands, with demo units you can try before you buy.',
    joined: '2024-01-15',
  },
  {
    name: 'Himalayan Mobile Hub',
    slug: 'himalayan-mobile-hub',
    owner: 'Anita Thapa',
    mobile: '9860112233',
    city: 'Kathmandu',
    color: '#be123c',
    stocks: ['smartphones', 'wearables', 'accessories'],
    description:
      'Putalisadak’s mobile hub: the latest phones on launch day, NTA-registered handsets only, screen protectors fitted free with every phone.',
    joined: '2024-03-02',
  },
  {
    name: 'Biratnagar Computer World',
    slug: 'biratnagar-computer-world',
    owner: 'Manoj Agrawal',
    mobile: '9842056789',
    city: 'Biratnagar',
    color: '#15803d',
    stocks: ['laptops', 'networking', 'components'],
    description:
      'Eastern Nepal’s computer store on Main Road, Biratnagar: laptops, PC parts and office networking, with delivery across Koshi Province.',
    joined: '2024-04-18',
  },
  {
    name: 'Chitwan Camera Corner',
    slug: 'chitwan-camera-corner',
    owner: 'Sarita Chaudhary',
    mobile: '9845098765',
    city: 'Bharatpur',
    color: '#a21caf',
    stocks: ['cameras', 'accessories', 'wearables'],
    description:
      'Cameras, lenses and drones in Bharatpur, loved by wildlife photographers heading to Chitwan National Park. Rental and trade-in available.',
    joined: '2024-06-07',
  },
  {
    name: 'Butwal Gaming Zone',
    slug: 'butwal-gaming-zone',
    owner: 'Aayush Pandey',
    mobile: '9857034567',
    city: 'Butwal',
    color: '#ea580c',
    stocks: ['gaming', 'accessories', 'components'],
    description:
      'Consoles, controllers and gaming gear in Traffic Chowk, Butwal. Genuine games, PC builds to order and a weekend FIFA tournament.',
    joined: '2024-07-25',
  },
  {
    name: 'Dharan Smart Accessories',
    slug: 'dharan-smart-accessories',
    owner: 'Sabina Rai',
    mobile: '9842345098',
    city: 'Dharan',
    color: '#0369a1',
    stocks: ['accessories', 'wearables', 'audio'],
    description:
      'Bhanu Chowk, Dharan: chargers, power banks, earbuds and smart bands at honest prices, with a 7-day replacement promise.',
    joined: '2024-09-12',
  },
  {
    name: 'Thamel Sound Studio',
    slug: 'thamel-sound-studio',
    owner: 'Nirmal Tamang',
    mobile: '9808123456',
    city: 'Kathmandu',
    color: '#374151',
    stocks: ['audio', 'gaming', 'cameras'],
    description:
      'Headphones, speakers and studio gear in the heart of Thamel. Listening room open daily; musicians’ discounts on request.',
    joined: '2025-01-20',
  },
  {
    name: 'Nepal Network Solutions',
    slug: 'nepal-network-solutions',
    owner: 'Prabin Karki',
    mobile: '9851176543',
    city: 'Lalitpur',
    color: '#4338ca',
    stocks: ['networking', 'components', 'laptops'],
    description:
      'Wi-Fi 6 routers, mesh systems and switches for homes, cafés and offices in Kupondole. Free site survey inside the Valley.',
    joined: '2025-03-11',
  },
];

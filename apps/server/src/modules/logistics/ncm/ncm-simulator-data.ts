import type { NcmRateType } from './ncm-client.ts';

/**
 * The simulated courier's network: branches in the cities the demo's shops and shoppers live
 * in, and a rate table in the spirit of NCM's (inside a branch's area Rs 100, within the Valley
 * Rs 150, farther by distance; picking up or dropping at a branch Rs 50 less).
 */

export interface SimBranch {
  name: string;
  code: string;
  phone: string;
  district: string;
  areas: string[];
  /** Door-to-door charge in rupees from the Kathmandu Valley (and, by the same table, to it). */
  valleyRate: number;
}

const branch = (
  name: string,
  code: string,
  phone: string,
  district: string,
  areas: string[],
  valleyRate: number,
): SimBranch => ({ name, code, phone, district, areas, valleyRate });

export const SIM_BRANCHES: readonly SimBranch[] = [
  branch(
    'KATHMANDU',
    'KTM',
    '01-5970001',
    'Kathmandu',
    ['Kathmandu', 'Thamel', 'New Road', 'Baneshwor', 'Chabahil', 'Kalanki', 'Budhanilkantha', 'Tinkune'],
    150,
  ),
  branch(
    'LALITPUR',
    'LTP',
    '01-5970002',
    'Lalitpur',
    ['Lalitpur', 'Patan', 'Jawalakhel', 'Kupondole', 'Imadol', 'Satdobato'],
    150,
  ),
  branch(
    'BHAKTAPUR',
    'BKT',
    '01-5970003',
    'Bhaktapur',
    ['Bhaktapur', 'Suryabinayak', 'Thimi', 'Sallaghari'],
    150,
  ),
  branch(
    'POKHARA',
    'PKR',
    '061-590001',
    'Kaski',
    ['Pokhara', 'Lakeside', 'Chipledhunga', 'Newroad Pokhara'],
    250,
  ),
  branch(
    'CHITWAN',
    'CTW',
    '056-590001',
    'Chitwan',
    ['Bharatpur', 'Narayangarh', 'Chaubiskothi', 'Sauraha'],
    200,
  ),
  branch(
    'BIRATNAGAR',
    'BRT',
    '021-590001',
    'Morang',
    ['Biratnagar', 'Main Road', 'Traffic Chowk Biratnagar'],
    300,
  ),
  branch('BUTWAL', 'BTL', '071-590001', 'Rupandehi', ['Butwal', 'Traffic Chowk', 'Bhairahawa'], 250),
  branch('DHARAN', 'DHR', '025-590001', 'Sunsari', ['Dharan', 'Bhanu Chowk', 'Itahari'], 300),
  branch('JANAKPUR', 'JNK', '041-590001', 'Dhanusha', ['Janakpur', 'Janakpurdham', 'Janaki Chowk'], 250),
  branch('HETAUDA', 'HTD', '057-590001', 'Makwanpur', ['Hetauda', 'Bank Road'], 200),
  branch('SURKHET', 'SKT', '083-590001', 'Surkhet', ['Birendranagar', 'Surkhet'], 350),
  branch('DHANGADHI', 'DGD', '091-590001', 'Kailali', ['Dhangadhi', 'Campus Road'], 350),
];

const VALLEY = new Set(['KATHMANDU', 'LALITPUR', 'BHAKTAPUR']);
const SAME_BRANCH_RATE = 100;
const BRANCH_DISCOUNT = 50;

export const findSimBranch = (name: string) => SIM_BRANCHES.find((b) => b.name === name.trim().toUpperCase());

/** Charge in rupees between two known branches; all but door-to-door is Rs 50 cheaper. */
export function simRate(from: SimBranch, to: SimBranch, type: NcmRateType): number {
  const door =
    from.name === to.name
      ? SAME_BRANCH_RATE
      : VALLEY.has(from.name) || VALLEY.has(to.name)
        ? Math.max(from.valleyRate, to.valleyRate)
        : from.valleyRate + to.valleyRate - 100;
  return type === 'Pickup/Collect' ? door : door - BRANCH_DISCOUNT;
}

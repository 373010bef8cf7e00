import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './accounts.ts';
import { FALLBACK_COUNTRY } from './constants.ts';
import { COUNTRIES, COUNTRY_MESSAGE, countrySchema, findCountry } from './countries.ts';
import { COUNTRY_ALIASES } from './countries-data.ts';
import { cartDetailQuerySchema, shippingDetailsSchema } from './orders.ts';
import { cartViewInputSchema } from './storefront.ts';

const nameOf = (text: string) => findCountry(text)?.name ?? null;

describe('the country list', () => {
  it('holds every ISO 3166-1 entry once, Nepal first and the rest in English alphabetical order', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const key of ['code', 'alpha3', 'name'] as const) {
      expect(new Set(COUNTRIES.map((c) => c[key])).size).toBe(COUNTRIES.length);
    }
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && /^[A-Z]{3}$/.test(c.alpha3))).toBe(true);
    expect(COUNTRIES[0]).toMatchObject({ code: 'NP', alpha3: 'NPL', name: 'Nepal', nepali: 'नेपाल' });
    expect(FALLBACK_COUNTRY).toBe(COUNTRIES[0]?.name);
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('maps every code, name and alias of an entry to that entry and no other', () => {
    for (const country of COUNTRIES) {
      const aliases = COUNTRY_ALIASES[country.code] ?? [];
      for (const spelling of [country.code, country.alpha3, country.name, country.nepali, ...aliases]) {
        expect(findCountry(spelling), spelling).toBe(country);
      }
    }
    const codes = new Set(COUNTRIES.map((c) => c.code));
    expect(Object.keys(COUNTRY_ALIASES).filter((code) => !codes.has(code))).toEqual([]);
  });
});

describe('findCountry', () => {
  it.each([
    'Nepal',
    'NP',
    'np',
    'NPL',
    'Nepal.',
    'नेपाल',
    'नेपाल।',
    'Nepal\u200B',
    ' nepal ',
    'NEPAL',
    '\uFEFFNepal',
    'Ne\u00ADpal',
    'Nep\u200Dal',
    '\u00A0Nepal\u00A0',
    '"Nepal"',
    '(Nepal)',
    '\u202ANepal\u202C',
    'Ｎｅｐａｌ',
  ])('maps %j to Nepal', (spelling) => {
    expect(nameOf(spelling)).toBe('Nepal');
  });

  it.each([
    ['IN', 'India'],
    ['ind', 'India'],
    ['भारत', 'India'],
    ['USA', 'United States'],
    ['U.S.A.', 'United States'],
    ['America', 'United States'],
    ['united states of america', 'United States'],
    ['अमेरिका', 'United States'],
    ['UK', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
    ['the UK', 'United Kingdom'],
    ['बेलायत', 'United Kingdom'],
    ['South Korea', 'South Korea'],
    ['Korea', 'South Korea'],
    ['North Korea', 'North Korea'],
    ['Holland', 'Netherlands'],
    ['The Netherlands', 'Netherlands'],
    ['UAE', 'United Arab Emirates'],
    ['U.A.E.', 'United Arab Emirates'],
    ['Russia', 'Russia'],
    ['Russian Federation', 'Russia'],
    ['Cote d Ivoire', "Côte d'Ivoire"],
    ['Ivory Coast', "Côte d'Ivoire"],
    ['Bosnia & Herzegovina', 'Bosnia and Herzegovina'],
    ['St. Lucia', 'Saint Lucia'],
    ['St Vincent & Grenadines', 'Saint Vincent and the Grenadines'],
    ['Saint Vincent\tand\tthe\nGrenadines', 'Saint Vincent and the Grenadines'],
    ['Aland Islands', 'Åland Islands'],
    ['Turkey', 'Türkiye'],
    ['चीन', 'China'],
    ['भुटान', 'Bhutan'],
    ['बङ्गलादेश', 'Bangladesh'],
    ['बंगलादेश', 'Bangladesh'],
    ['श्रीलंका', 'Sri Lanka'],
    ['पाकिस्तान', 'Pakistan'],
    ['जापान', 'Japan'],
    ['कतार', 'Qatar'],
    ['मलेशिया', 'Malaysia'],
    ['Niger', 'Niger'],
    ['Nigeria', 'Nigeria'],
    ['Congo', 'Congo'],
    ['DR Congo', 'Democratic Republic of the Congo'],
  ])('maps %j to %s', (spelling, name) => {
    expect(nameOf(spelling)).toBe(name);
  });

  it.each([
    'Narnia',
    '',
    '12',
    '   ',
    '\u200B',
    'the',
    'Kathmandu',
    'Nepal India',
    'Nepal 2',
    'undefined',
    'N',
  ])('refuses %j', (junk) => {
    expect(findCountry(junk)).toBeNull();
  });

  it('finds an entry through any case, invisible characters and punctuation around its words', () => {
    const invisible = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E', '\u200F'];
    const separators = [' ', '  ', '\u00A0', '\t', ', ', '. ', ' - ', '_', ' / '];
    const around = ['', ' ', '.', '!', '?', '"', "'", '(', ')', '[', '।', '\n', '…', '*', '-'];
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.constantFrom('code', 'alpha3', 'name', 'nepali'),
        fc.infiniteStream(fc.boolean()),
        fc.infiniteStream(fc.constantFrom(...separators)),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...invisible)), { maxLength: 6 }),
        fc.array(fc.constantFrom(...around), { maxLength: 3 }),
        fc.array(fc.constantFrom(...around), { maxLength: 3 }),
        (country, field, upper, separator, hidden, before, after) => {
          const cased = [...country[field]].map((ch) =>
            upper.next().value ? ch.toUpperCase() : ch.toLowerCase(),
          );
          const words = cased.join('').split(' ');
          let text = before.join('') + words.join(separator.next().value) + after.join('');
          for (const [at, ch] of hidden) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + ch + text.slice(i);
          }
          expect(findCountry(text), JSON.stringify(text)).toBe(country);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('countrySchema', () => {
  it('answers the canonical English name, and refuses anything else with the field message', () => {
    expect(countrySchema.parse('नेपाल')).toBe('Nepal');
    expect(countrySchema.parse('usa')).toBe('United States');
    for (const junk of ['Narnia', '', 'undefined', 42, null, 'Nepal'.repeat(50)]) {
      const result = countrySchema.safeParse(junk);
      expect(result.success, String(junk)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([COUNTRY_MESSAGE]);
    }
  });

  it('normalises the shipping, cart, cart-detail and profile countries; optional ones may be left out', () => {
    const shipping = {
      full_name: 'Sita Tamang',
      email: 'sita@example.np',
      mobile: '9841234567',
      address: 'Lakeside Road 7',
      city: 'Pokhara',
      state: 'Gandaki',
    };
    expect(shippingDetailsSchema.parse({ ...shipping, country: 'NP' }).country).toBe('Nepal');
    expect(shippingDetailsSchema.safeParse({ ...shipping, country: 'undefined' }).success).toBe(false);
    const line = { product_id: 1, qty: 1, cart_id: 'ABCDEFGHIJKL0123456789ABCDEFGH' };
    expect(cartViewInputSchema.parse({ ...line, country: 'Nepal\u200B' }).country).toBe('Nepal');
    for (const absent of ['undefined', '', undefined]) {
      expect(cartViewInputSchema.parse({ ...line, country: absent }).country).toBeUndefined();
      expect(cartDetailQuerySchema.parse({ country: absent }).country).toBeUndefined();
      expect(profileUpdateSchema.parse({ country: absent }).country).toBeUndefined();
    }
    expect(cartViewInputSchema.safeParse({ ...line, country: 'Narnia' }).success).toBe(false);
    expect(cartDetailQuerySchema.parse({ country: 'india' })).toEqual({ country: 'India' });
    expect(profileUpdateSchema.parse({ country: ' nepal ' })).toEqual({ country: 'Nepal' });
    expect(profileUpdateSchema.safeParse({ country: 'Narnia' }).success).toBe(false);
  });
});

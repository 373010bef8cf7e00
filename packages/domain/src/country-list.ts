import { COUNTRY_ALIASES, COUNTRY_ROWS } from './countries-data.ts';

/**
 * The closed list of destination countries (PRODUCT.md: ISO codes and names, Nepal first; tax
 * follows the entry, never the spelling of free text). The English name is what is stored,
 * sent on the wire (`"country": "Nepal"`) and shown.
 */
export type Country = { code: string; alpha3: string; name: string; nepali: string };

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([code, alpha3, name, nepali]) => ({
  code,
  alpha3,
  name,
  nepali,
}));

/** Characters that show nothing: zero-width space and joiners, BOM, soft hyphen, bidi marks. */
const INVISIBLE = /\p{Cf}/gu;
/** Accents of Latin letters once decomposed (Côte, Åland, Curaçao); Devanagari signs are kept. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/**
 * Devanagari writes a nasal before a consonant either as a half letter or as anusvara
 * (बङ्गलादेश, बंगलादेश; श्रीलङ्का, श्रीलंका), and candrabindu is often typed as anusvara.
 */
const DEVANAGARI_NASAL = /[ङञणनम]्(?=[क-ह])|ँ/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * What is left of a spelling once everything that does not tell countries apart is gone: case,
 * accents, invisible characters, punctuation and spaces, the word "the", "St." for "Saint", "&"
 * for "and". Two spellings of one country share a key; no two entries' spellings do.
 */
export function countryKey(text: string): string {
  const words =
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(INVISIBLE, '')
      .replace(LATIN_ACCENTS, '')
      .normalize('NFC')
      .replaceAll('&', ' and ')
      .match(WORD) ?? [];
  return words
    .filter((word) => word !== 'the')
    .map((word) => (word === 'st' ? 'saint' : word))
    .join('')
    .replace(DEVANAGARI_NASAL, 'ं');
}

let byKey: Map<string, Country> | undefined;

/** Every spelling's key → its entry; built on first look-up, not by every page that loads the list. */
function spellingIndex() {
  if (byKey) return byKey;
  byKey = new Map();
  for (const country of COUNTRIES) {
    const spellings = [
      country.code,
      country.alpha3,
      country.name,
      country.nepali,
      ...(COUNTRY_ALIASES[country.code] ?? []),
    ];
    for (const spelling of spellings) byKey.set(countryKey(spelling), country);
  }
  return byKey;
}

/**
 * The list's entry for a code (alpha-2 or alpha-3), English or Nepali name, or common spelling,
 * in any case and with stray punctuation or invisible characters; null for anything else.
 */
export function findCountry(text: string): Country | null {
  return spellingIndex().get(countryKey(text)) ?? null;
}

export const COUNTRY_MESSAGE = 'Choose a country from the list.';

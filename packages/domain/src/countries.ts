import { z } from 'zod';
import { COUNTRY_MESSAGE, findCountry } from './country-list.ts';

// The list and its look-up are zod-free (country-list.ts), for the product page's price preview.
export * from './country-list.ts';

/** Longer than any spelling of a country, with room for stray characters. */
const MAX_COUNTRY_INPUT = 200;

/**
 * A country as sent in a form or query: normalised to its entry's English name, and refused with
 * a field message when it is no country of the list. Where the field is optional, wrap it the
 * way the form's other optional fields are ("undefined" and blank mean "not given").
 */
export const countrySchema = z
  .string({ error: COUNTRY_MESSAGE })
  .max(MAX_COUNTRY_INPUT, COUNTRY_MESSAGE)
  .describe('A country of the ISO 3166-1 list: its code or English or Nepali name, kept as the English name')
  .transform((text, ctx) => {
    const country = findCountry(text);
    if (country) return country.name;
    ctx.addIssue({ code: 'custom', message: COUNTRY_MESSAGE });
    return z.NEVER;
  });

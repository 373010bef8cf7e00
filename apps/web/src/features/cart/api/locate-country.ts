import { locatedCountrySchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The browser's position, asked once; a shopper who says no (or has no GPS) rejects it. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 0 }),
  );
}

/**
 * Spec §7: the country from the browser's position and a reverse-geocoding call, which the
 * server makes (`GET v1/geo/country/`): the page itself talks to no other origin.
 */
export async function locateCountry(): Promise<string> {
  const { coords } = await currentPosition();
  const { data } = await api.get<unknown>('v1/geo/country/', {
    query: { lat: coords.latitude.toFixed(4), lon: coords.longitude.toFixed(4) },
  });
  return locatedCountrySchema.parse(data).country;
}

export function useLocateCountry() {
  return useMutation({ mutationFn: locateCountry });
}

export const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** Whether the shopper has already let this site read their position (no prompt needed). */
export async function locationAllowed(): Promise<boolean> {
  if (!canLocate() || !navigator.permissions) return false;
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

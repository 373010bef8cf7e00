import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { parsed } from './parsed.ts';

/*
 * Shared rather than inside a feature: the settings page edits the profile and the cart page
 * prefills the shipping details from it; features do not import each other.
 */

export const profileKey = (userId: number) => ['profile', userId] as const;

export async function getProfile(userId: number, signal?: AbortSignal) {
  const { data } = await parsed(api.get(`v1/user/profile/${userId}/`, { signal }), (s) => s.profileSchema);
  return data;
}

export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    enabled: userId > 0,
  });
}

import { quickTrackSchema } from '@pasal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** `GET logistics/track-simple/{order id}/` (spec §7): the quick status, asked on demand. */
export async function quickTrack(oid: string) {
  const { data } = await api.get<unknown>(`logistics/track-simple/${encodeURIComponent(oid)}/`);
  return quickTrackSchema.parse(data);
}

/** A button press, not page data: a mutation, so nothing is cached for the next look. */
export function useQuickTrack() {
  return useMutation({ mutationFn: quickTrack });
}

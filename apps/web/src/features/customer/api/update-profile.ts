import { type Profile, type ProfileUpdateInput, profileSchema } from '@pasal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { profileKey } from '../../../api/get-profile.ts';
import { refreshTokens } from '../../../lib/auth/refresh.ts';

export type ProfileChanges = { userId: number; fields: ProfileUpdateInput; image: File | null };

/** Spec §7: multipart, with the picture only when a new one was chosen. E-mail and phone are never sent. */
export async function updateProfile({ userId, fields, image }: ProfileChanges) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
  if (image) form.append('image', image);
  const { data } = await api.patch<unknown>(`v1/user/profile/${userId}/`, form);
  return profileSchema.parse(data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile: Profile, { userId }) => {
      const before = queryClient.getQueryData<Profile>(profileKey(userId));
      queryClient.setQueryData(profileKey(userId), profile);
      // The header greets the user by the name in their token: a renamed user gets a fresh one.
      if (before && before.full_name !== profile.full_name) void refreshTokens();
    },
  });
}

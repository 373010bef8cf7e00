import type { TokenPair } from '@pasal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { decodeSessionUser } from '../../../lib/auth/jwt.ts';
import { setTokens } from '../../../lib/auth/session-store.ts';
import { getCartId } from '../../../lib/cart-id.ts';
import { mergeGuestData } from '../api/merge-guest-data.ts';
import { isUserQuery } from '../lib/user-queries.ts';

/**
 * What follows a successful sign-in or sign-up (spec §4): keep the tokens, say so, go
 * on, and bring along what the shopper collected as a guest (a failed merge must not stop them).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (pair: TokenPair, message: string, to: string) => {
      const user = decodeSessionUser(pair.access);
      if (!user || !setTokens(pair.access, pair.refresh)) throw new Error('Unreadable token');
      toast.success(message);
      // Go on at once: the merge runs behind, so a click made meanwhile is not undone by a late redirect.
      navigate(to, { replace: true });
      await mergeGuestData(user.user_id, getCartId()).catch(() => {});
      // The cart badge and anything else fetched as a guest are now this user's.
      void queryClient.invalidateQueries({ predicate: isUserQuery });
    },
    [navigate, queryClient],
  );
}

import { httpRequest } from '../../../api/http.ts';

/**
 * Ends the refresh token's session on the server, so a copy of the cookie is worthless from now
 * on. Sent without the access token and never retried with a refresh: the call is public, and
 * the session it ends is the one a retry would renew.
 */
export async function endServerSession(refresh: string) {
  await httpRequest('v1/user/logout/', { method: 'POST', body: { refresh } });
}

import { refreshTokens } from '../lib/auth/refresh.ts';
import { getAccessToken, getRefreshToken } from '../lib/auth/session-store.ts';
import { ApiError } from './api-error.ts';
import { type ApiResponse, httpRequest, type RequestOptions } from './http.ts';

type ClientOptions = Omit<RequestOptions, 'token' | 'method'>;

/**
 * The app's one way to call the API: adds the bearer token, and on a 401 refreshes the
 * tokens once and retries once.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const token = getAccessToken();
  try {
    return await httpRequest<T>(path, { ...options, token });
  } catch (error) {
    const canRefresh = error instanceof ApiError && error.status === 401 && getRefreshToken() !== null;
    if (!canRefresh || !(await refreshTokens())) throw error;
    return httpRequest<T>(path, { ...options, token: getAccessToken() });
  }
}

export const api = {
  get: <T>(path: string, options?: ClientOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: ClientOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'POST' }),
  patch: <T>(path: string, body?: unknown, options?: ClientOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'PATCH' }),
  put: <T>(path: string, body?: unknown, options?: ClientOptions) =>
    apiRequest<T>(path, { ...options, body, method: 'PUT' }),
  delete: <T>(path: string, options?: ClientOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

import { API_BASE_PATH, HTTP_TIMEOUT_MS } from '@pasal/domain/plain';
import { ApiError, apiErrorFromBody } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (spec §7 "form" calls). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  token?: string | null;
  /** `blob` for files (the invoice PDF); JSON otherwise. Errors are read as JSON either way. */
  responseType?: 'json' | 'blob';
};

export type ApiResponse<T> = {
  data: T;
  /** `X-Total-Count` of paginated lists, when the server sends it. */
  total: number | null;
  /** `X-Total-Count-Exact: false`: the list was counted no further than `total` (search). */
  moreThanTotal: boolean;
  /** The name `Content-Disposition` gives a file (the earnings CSV, the invoice PDF), if any. */
  fileName: string | null;
  status: number;
};

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE_PATH}${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The file name of `Content-Disposition: attachment; filename="earnings-3.csv"`, or of its
 * encoded form `filename*=UTF-8''…` (which wins, as RFC 6266 says), if there is one.
 */
function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] || plain?.[2] || null;
}

/** Links the caller's signal (e.g. TanStack Query's) to our own time-out. */
function timeoutSignal(outer?: AbortSignal): {
  signal: AbortSignal;
  timedOut: () => boolean;
  done: () => void;
} {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return null;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * What carries the API calls: `fetch` in the browser; on the server, which renders public pages
 * with the app's own calls, the API answering in process (apps/server, modules/seo/page-render.ts).
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** One HTTP round trip to the API: no auth retry (see client.ts for that). */
export async function httpRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const timer = timeoutSignal(options.signal);
  let response: Response;
  let data: unknown;
  try {
    response = await transport(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: timer.signal,
    });
    data = await readBody(response, options.responseType);
  } catch (error) {
    if (timer.timedOut()) throw new ApiError(0, 'The server took too long to answer. Please try again.');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach Pasal. Check your connection and try again.');
  } finally {
    timer.done();
  }

  if (!response.ok) throw apiErrorFromBody(response.status, data);
  const totalHeader = response.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  return {
    data: data as T,
    total: Number.isFinite(total) ? total : null,
    moreThanTotal: response.headers.get('X-Total-Count-Exact') === 'false',
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
    status: response.status,
  };
}

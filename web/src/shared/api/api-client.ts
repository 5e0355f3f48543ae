import { errorCatalogue, isSuccessCode, type FieldError, type Page } from '@spesa/contracts';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { apiFetch } from './api-transport';
import { takeEarlyReply } from './early-replies';

type QueryValue = string | number | boolean | undefined;

/**
 * The interface's language, so the server words its error messages in it (issue 27.5): the
 * browser's own Accept-Language says the browser's, not the one chosen in the shop. i18n keeps
 * it on <html lang>; none on the server's first paint, which stays in Italian.
 */
function interfaceLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Basic authorization of the login call. */
  headers?: Record<string, string>;
}

interface Envelope {
  responseCode: number;
  data?: unknown;
  errors?: FieldError[];
  message?: unknown;
  [field: string]: unknown;
}

// Same origin: the server hosts both the app (/app) and the API (/cli).
const API_BASE = '';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { responseCode?: unknown }).responseCode === 'number'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends one call and returns the whole envelope once its response code says success, or is
 * one of `alsoAccepted` (codes whose data the caller reads, such as 4105 with the changes).
 */
async function send(
  path: string,
  options: RequestOptions,
  alsoAccepted: readonly number[] = [],
): Promise<Envelope> {
  const { method = 'GET', query, body, signal, headers } = options;
  const url = buildUrl(path, query);
  const plainGet = method === 'GET' && body === undefined && headers === undefined;
  const early = plainGet ? takeEarlyReply(url) : undefined;
  let response: Response;
  try {
    // A reply index.html's first script already asked for; if that failed, the call is sent.
    const earlyResponse = early ? await early.catch(() => undefined) : undefined;
    response =
      earlyResponse ??
      (await apiFetch(url, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...interfaceLanguage(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    // Aborts come from React Query cancelling a stale request: let them through untouched.
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_CODE, 0, [], error);
  }

  const payload = await readJson(response);
  if (!isEnvelope(payload)) {
    // A proxy error page or an empty body: fall back on the HTTP status.
    const code = response.ok ? NETWORK_ERROR_CODE : response.status;
    throw new ApiError(code, response.status);
  }
  const accepted =
    isSuccessCode(payload.responseCode) || alsoAccepted.includes(payload.responseCode);
  if (!response.ok || !accepted) {
    const serverMessage =
      typeof payload.message === 'string' && payload.message ? payload.message : undefined;
    throw new ApiError(
      payload.responseCode,
      response.status,
      payload.errors ?? [],
      undefined,
      serverMessage,
      payload.data,
    );
  }
  return payload;
}

/** Calls an endpoint whose envelope carries `data` and returns that data. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await send(path, options);
  return envelope.data as T;
}

/**
 * Calls a paged endpoint and keeps its paging fields next to the items, with the number of
 * all matches when the reply tells it (the product listings' `totalElements`, issue 27.7).
 */
export async function apiRequestPage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Page<T> & { totalElements?: number }> {
  const envelope = await send(path, options);
  return {
    data: Array.isArray(envelope.data) ? (envelope.data as T[]) : [],
    totalPages: Number(envelope.totalPages ?? 0),
    number: Number(envelope.number ?? 0),
    last: envelope.last === true,
    ...(typeof envelope.totalElements === 'number'
      ? { totalElements: envelope.totalElements }
      : {}),
  };
}

/** Spec 8: prices changed or lines gone since they were added; the data lists the changes. */
export const CART_CHANGED_CODE = errorCatalogue.CART_CHANGED.code;

/** The answer of a call that reports cart changes as data instead of failing. */
export type WithChanges<T, C> = { code: 0; data: T } | { code: typeof CART_CHANGED_CODE; data: C };

/**
 * For the calls that answer 4105 with HTTP 200 and the changes as data (cart/freeze/check,
 * cart/copy): both outcomes come back as values, every other code still throws.
 */
export async function apiRequestWithChanges<T, C>(
  path: string,
  options: RequestOptions = {},
): Promise<WithChanges<T, C>> {
  const envelope = await send(path, options, [CART_CHANGED_CODE]);
  return envelope.responseCode === CART_CHANGED_CODE
    ? { code: CART_CHANGED_CODE, data: envelope.data as C }
    : { code: 0, data: envelope.data as T };
}

import { getPageConfig } from '../config/page-config';
import type { RouteName } from '../router/route-names';
import type { RouteParams } from '../router/router';
import { ApiError } from './api-error';
import { loadRouterFor, loginAnswer, reportFailure, resolveRequest, toApiError } from './client';
import { redirectAnswer } from './redirect-answer';
import { requestHeaders } from './request-headers';

export interface UploadRequest {
  route: RouteName;
  params?: RouteParams;
  body: FormData;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Uploads may need longer than the API time-out (`data-api-timeout`), the default. */
  timeout?: number;
  report?: boolean;
}

/**
 * Whether `url` answers with a redirect now, asked without following it (a GET: the firewall
 * redirects an ended session's every request before any route is matched). XMLHttpRequest cannot
 * refuse a redirect: one to a login page on another origin (a single sign-on, without CORS
 * headers) fails as a lost connection does, and this tells the two apart. False when the question
 * fails too (offline) or takes longer than `timeout`.
 */
async function redirectsNow(url: string, timeout: number): Promise<boolean> {
  if (navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      redirect: 'manual',
      headers: requestHeaders(url),
      signal: controller.signal,
    });
    void response.body?.cancel().catch(() => undefined);
    return redirectAnswer(response);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The client's door for a body with upload progress, which fetch (and so ky)
 * lacks in browsers: XMLHttpRequest with the client's headers, time-out,
 * URL building and reporting rule. Resolves with the JSON answer (not yet
 * parsed by a schema: the caller does that at its boundary); rejects with an ApiError.
 */
export async function uploadRequest<T = unknown>(request: UploadRequest): Promise<T> {
  const router = await loadRouterFor(request.route);
  let method = 'POST';
  let url: string;
  try {
    const resolved = resolveRequest(router, { method: 'POST', ...request });
    method = resolved.method;
    url = resolved.url;
  } catch (error) {
    const failure = toApiError(request.route, error);
    reportFailure(failure, request, method);
    throw failure;
  }

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: ApiError['kind'], status?: number, data?: unknown) => {
      const failure = new ApiError(kind, request.route, status, data);
      reportFailure(failure, request, method);
      reject(failure);
    };
    if (request.signal?.aborted) {
      reject(new ApiError('aborted', request.route));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open(method, url);
    xhr.timeout = request.timeout ?? getPageConfig().apiTimeout;
    for (const [name, value] of Object.entries(requestHeaders(url)))
      xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      // As fetch's door (ky) judges it: an error status is that error, whatever page came with it
      // (a proxy's HTML 413); only a successful answer can be the login page.
      if (
        ok &&
        loginAnswer({
          redirected: !!xhr.responseURL && xhr.responseURL !== url,
          contentType: xhr.getResponseHeader('Content-Type'),
        })
      )
        return fail('login', xhr.status);
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        if (ok) return fail('malformed', xhr.status);
      }
      if (!ok) return fail('http', xhr.status, data);
      request.onProgress?.(1);
      resolve(data as T);
    });
    xhr.addEventListener('error', () => {
      void redirectsNow(url, getPageConfig().apiTimeout).then((redirected) => {
        if (request.signal?.aborted) reject(new ApiError('aborted', request.route));
        else fail(redirected ? 'login' : 'network');
      });
    });
    xhr.addEventListener('timeout', () => fail('timeout'));
    xhr.addEventListener('abort', () => reject(new ApiError('aborted', request.route)));
    xhr.send(request.body);
  });
}

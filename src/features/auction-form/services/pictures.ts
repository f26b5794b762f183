import { getPageConfig } from '../../../core/config/page-config';
import { ApiError, shouldReport } from '../../../core/http/api-error';
import { apiRequest } from '../../../core/http/client';
import { reportError } from '../../../core/errors/report';
import { acceptLanguage } from '../../../core/i18n/locales';
import { getRouter } from '../../../core/router/get-router';
import type { Picture } from '../model/picture';

/** The picture types the platform converts to thumbnails. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Extensions that go with the types, for the picker's `accept` and for files without a MIME type. */
export const PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const;
/** 10 MB: a phone photo fits, a raw camera file does not. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Pictures per auction. */
export const MAX_PICTURES = 10;
/** Uploads are slower than API calls; a phone on a weak connection needs time. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type PictureRejection = 'type' | 'size' | 'count';

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why a file cannot be uploaded, or null when it can. Checked before anything is sent. */
export function checkPictureFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  alreadyHeld = 0,
): PictureRejection | null {
  const typeKnown = (PICTURE_TYPES as readonly string[]).includes(file.type);
  // Some systems give no MIME type; then the extension decides.
  const typeOk = file.type
    ? typeKnown
    : (PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size > MAX_PICTURE_BYTES || file.size === 0) return 'size';
  if (alreadyHeld >= MAX_PICTURES) return 'count';
  return null;
}

export interface UploadOptions {
  /** The auction id, or its uuid for an anonymous add (the route takes either). */
  auctionId: number | string;
  file: File;
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

const ROUTE = 'api_post_auction_picture';

function isPicture(value: unknown): value is Picture {
  return typeof value === 'object' && value !== null && typeof (value as Picture).uid === 'string';
}

/**
 * Uploads one picture with XMLHttpRequest: fetch (and so ky) has no upload
 * progress in browsers. Sends the same headers as the shared ky client.
 * Resolves with the stored picture; rejects with an ApiError.
 */
export async function uploadPicture({
  auctionId,
  file,
  onProgress,
  signal,
}: UploadOptions): Promise<Picture> {
  const router = await getRouter();
  const url = new URL(router.generate(ROUTE, { auctionId }), window.location.href).toString();
  const page = getPageConfig();
  const body = new FormData();
  body.append('file', file, file.name);
  // Some multipart encoders drop the filename (sending "blob"); the name travels as a field of its own too.
  body.append('originalName', file.name);

  return new Promise<Picture>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: ApiError['kind'], status?: number, data?: unknown) => {
      const error = new ApiError(kind, ROUTE, status, data);
      // The same sampling as every other API failure (4xx and time-outs at 10 %).
      if (shouldReport(error)) reportError(error, { kind: 'http', extra: { route: ROUTE } });
      reject(error);
    };
    if (signal?.aborted) {
      reject(new ApiError('aborted', ROUTE));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage(page.locale));
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (page.csrfToken && new URL(url).origin === window.location.origin)
      xhr.setRequestHeader('X-CSRF-Token', page.csrfToken);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        if (xhr.status >= 200 && xhr.status < 300) return fail('malformed', xhr.status);
      }
      if (xhr.status < 200 || xhr.status >= 300) return fail('http', xhr.status, data);
      if (!isPicture(data)) return fail('malformed', xhr.status);
      onProgress?.(1);
      resolve(data);
    });
    xhr.addEventListener('error', () => fail('network'));
    xhr.addEventListener('timeout', () => fail('timeout'));
    xhr.addEventListener('abort', () => reject(new ApiError('aborted', ROUTE)));
    xhr.send(body);
  });
}

/** Deletes an uploaded picture of the auction (its uuid, or its id when it has none). */
export async function deletePicture({
  auction,
  uid,
}: {
  auction: string | number | null;
  uid: string;
}): Promise<void> {
  await apiRequest({
    route: 'api_delete_auction_picture',
    method: 'DELETE',
    params: { uuid: String(auction), fileUid: uid },
  });
}

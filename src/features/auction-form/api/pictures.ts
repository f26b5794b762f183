import { ApiError } from '@/core/http/api-error';
import { apiRequest, reportFailure } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import { uploadRequest } from '@/core/http/upload';
import type { Picture } from '../model/picture';
import { pictureAnswerSchema } from './picture-answer';

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

/**
 * Uploads one picture through the client's upload door (XMLHttpRequest, for
 * the progress bar: the client's headers, URL building and reporting) with
 * a longer time-out. Resolves with the stored picture, its answer parsed at
 * the boundary; rejects with an ApiError.
 */
export async function uploadPicture({
  auctionId,
  file,
  onProgress,
  signal,
}: UploadOptions): Promise<Picture> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Some multipart encoders drop the filename (sending "blob"); the name travels as a field of its own too.
  body.append('originalName', file.name);
  const answer = await uploadRequest({
    route: ROUTE,
    params: { auctionId },
    body,
    onProgress,
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
  });
  try {
    return parseAnswer(ROUTE, pictureAnswerSchema, answer);
  } catch (error) {
    // A stored picture we cannot show is a server fault: reported as every bad answer is.
    if (error instanceof ApiError) reportFailure(error, { route: ROUTE }, 'POST');
    throw error;
  }
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

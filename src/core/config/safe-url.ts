import * as v from 'valibot';
import { isSafeImageUrl, isSafeUrl } from '../security/safe-url';

/** Config schema for a link attribute: http(s) or a site path. */
export const safeUrlSchema = (description: string) =>
  v.pipe(
    v.string(),
    v.check(isSafeUrl, 'an http(s) URL or a path on this site'),
    v.description(description),
  );

/** Config schema for an image attribute. */
export const safeImageUrlSchema = (description: string) =>
  v.pipe(
    v.string(),
    v.check(isSafeImageUrl, 'an http(s) URL, a path on this site or a data:image URL'),
    v.description(description),
  );

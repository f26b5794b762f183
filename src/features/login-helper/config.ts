import * as v from 'valibot';
import { isSafeUrl } from '../../core/security/safe-url';

/** The `login-helper` widget's data attributes: the single source of its type, validation and README table. */
export const loginHelperConfigSchema = v.object({
  loginCheckUrl: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'a non-empty URL'),
      // The triggers navigate there: a `javascript:` or `//host` value would run script or leave the site.
      v.check(isSafeUrl, 'an http(s) URL or a path on this site'),
      v.description(
        'Login-check URL the triggers redirect to, with `type` (the trigger) and `url` (the return path) in its query. Without it the `front_force_login` route (`/force-login/{url}/{type}`, pt_PT `/forcar-login`) is built through the router.',
      ),
    ),
  ),
});

export type LoginHelperConfig = v.InferOutput<typeof loginHelperConfigSchema>;

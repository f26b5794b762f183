import * as v from 'valibot';

/** The `login-helper` widget's data attributes: the single source of its type, validation and README table. */
export const loginHelperConfigSchema = v.object({
  loginCheckUrl: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'a non-empty URL'),
      v.description(
        'Login-check URL the triggers redirect to, with `type` (the trigger) and `url` (the return path) in its query. Without it the `front_force_login` route (`/force-login/{url}/{type}`, pt_PT `/forcar-login`) is built through the router.',
      ),
    ),
  ),
});

export type LoginHelperConfig = v.InferOutput<typeof loginHelperConfigSchema>;

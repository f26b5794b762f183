import * as v from 'valibot';

/** The `login-helper` widget's data attributes: the single source of its type, validation and README table. */
export const loginHelperConfigSchema = v.object({});

export type LoginHelperConfig = v.InferOutput<typeof loginHelperConfigSchema>;

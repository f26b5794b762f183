import * as v from 'valibot';

/** The `validation-messages` widget's data attributes: the single source of its type, validation and README table. */
export const validationMessagesConfigSchema = v.object({});

export type ValidationMessagesConfig = v.InferOutput<typeof validationMessagesConfigSchema>;

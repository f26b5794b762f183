import * as v from 'valibot';

/** The `auction-form` widget's data attributes: the single source of its type, validation and README table. */
export const auctionFormConfigSchema = v.object({});

export type AuctionFormConfig = v.InferOutput<typeof auctionFormConfigSchema>;

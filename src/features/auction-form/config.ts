import * as v from 'valibot';
import { categoriesAnswerSchema } from './api/categories-answer';
import type { StartFacts } from './rules/first-step';

/** The platform has a few dozen categories; a handed-over list longer than this is a page error. */
const MAX_HANDED_OVER_CATEGORIES = 1000;

const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);

/** The `auction-form` widget's data attributes: the single source of its type, validation and README table. */
export const auctionFormConfigSchema = v.object({
  mode: v.optional(
    v.pipe(
      v.picklist(['addNew', 'edit', 'copy']),
      v.description(
        'Form mode: `addNew` (a new request), `edit` (change `data-auction-id`) or `copy` (a new request from `data-auction-id`).',
      ),
    ),
    'addNew',
  ),
  auctionId: v.optional(
    v.pipe(
      id,
      v.description(
        'The auction to edit or to copy; required in `edit` mode. In `addNew` mode it is loaded read-only as a starting point.',
      ),
    ),
  ),
  baseUrl: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\//, 'a path starting with /'),
      v.description(
        'Path the step segments are appended to in `addNew` and `copy` mode. Defaults to the `auction_form_add` route. Edit mode always uses the `auction_form_edit` route (`{id}`).',
      ),
    ),
  ),
  initialStep: v.optional(
    v.pipe(
      v.picklist(['category', 'routes-dates', 'details', 'summary']),
      v.description(
        'Path segment of the step to open first (`category`, `routes-dates`, `details`, `summary`); the guards still apply. An unknown segment costs only this attribute: the console names it and the form opens the step it would open without it.',
      ),
    ),
  ),
  restoreDraft: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        "Restore the draft saved on this device for this mode and auction, when it is this account's (the page's `data-user-id`) or a visitor's.",
      ),
    ),
    true,
  ),
  newFormCategoryIds: v.optional(
    v.pipe(
      v.array(v.number()),
      v.description(
        'Category ids that use the newer form: picking one goes to `/create-auction/category/{slug}`.',
      ),
    ),
    [],
  ),
  designatedSubcategoryIds: v.optional(
    v.pipe(
      v.array(v.number()),
      v.description('Subcategory ids shown in the grid beside the main categories.'),
    ),
    [],
  ),
  categoryHints: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.string()),
      v.description(
        'Hint text under a main category tile, by category id: `{"1": "Sofas, beds and more"}`.',
      ),
    ),
    {},
  ),
  mapTileUrl: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (url) => ['{z}', '{x}', '{y}'].every((token) => url.includes(token)),
        'a tile URL template with {z}, {x} and {y}',
      ),
      v.description(
        'Map tile URL template of the route preview (Leaflet syntax, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; a same-origin proxy path works too). Without it the route draws on a plain background.',
      ),
    ),
  ),
  mapAttribution: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Attribution text shown on the map when tiles are used (plain text, e.g. `© OpenStreetMap contributors`).',
      ),
    ),
  ),
  reviewRating: v.optional(
    v.pipe(
      v.number(),
      v.minValue(0),
      v.maxValue(5),
      v.description(
        'Average review rating (0 to 5) shown as stars in the summary banner. Without it the banner shows the selling points only.',
      ),
    ),
  ),
  reviewCount: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.description('Number of reviews behind `data-review-rating`, shown beside the stars.'),
    ),
  ),
  categories: v.optional(
    v.pipe(
      // Counted before any row is read: a page handing over a runaway list costs one length check.
      v.array(v.unknown()),
      v.maxLength(
        MAX_HANDED_OVER_CATEGORIES,
        `a list of at most ${MAX_HANDED_OVER_CATEGORIES} categories`,
      ),
      categoriesAnswerSchema,
      v.description(
        `The categories as \`api_get_auction_categories_list\` answers them for the page's locale (a JSON list of at most ${MAX_HANDED_OVER_CATEGORIES}), when the page already has them: the first screen then needs no request. A bad value (or a longer list) is named in the console and the form asks the API instead.`,
      ),
    ),
  ),
  submitParameters: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.description(
        'Extra fields sent with every submit and update, e.g. `{"source": "landing-pl", "campaign": "spring"}`; they never overwrite a field of the auction.',
      ),
    ),
    {},
  ),
});

export type AuctionFormConfig = v.InferOutput<typeof auctionFormConfigSchema>;

/** What the page's attributes tell about the form's start (rules/first-step.ts). */
export const startFactsOf = (config: AuctionFormConfig): StartFacts => ({
  ...config,
  categoriesHandedOver: config.categories !== undefined,
});

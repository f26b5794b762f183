/**
 * Builds src/core/router/shipped-routes.json, the route manifest shipped with the bundle, in the
 * JSON format of FOSJsRoutingBundle's `fos:js-routing:dump --format=json`.
 *
 *   npx tsx tools/build-routes.ts
 *
 * The tables below are the source of truth; the JSON is never edited by hand.
 * Paths use Symfony's syntax, including inline requirements and defaults:
 * `{name<regex>}`, `{name?default}` (an empty `?` means a null default).
 * Sources: the spec's platform-routes.md (sections 2, 5, 7, 9), form-and-helpers.md section 7
 * and the route-name table of the spec README, copied as test data into test/fixtures/platform-spec/
 * (test/core/router/manifest-coverage.test.ts checks these tables against them).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition, RouteManifest, RouteToken } from '../src/core/router/manifest';

export const AUCTION_ID = String.raw`\d+|[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z0-9]+`;
const DIGITS = String.raw`\d+`;

/** platform-routes.md section 5: constraints that hold wherever a parameter name appears. */
export const PARAM_REQUIREMENTS: Record<string, string> = {
  auctionId: AUCTION_ID,
  ...Object.fromEntries(
    [
      'userId',
      'companyId',
      'offerId',
      'refundId',
      'keyId',
      'noteId',
      'id',
      'complaintId',
      'criteriaId',
    ].map((name) => [name, DIGITS]),
  ),
  slug: '[A-Za-z0-9_-]+',
};

/** Enumerations of section 5/9, written inline in the tables as `{type<...>}`. */
const DOC_TYPE = 'licence|insurance|registration-certificate|profile';
const PICTURE_TYPE = 'avatar|background|vehicle';
const DOC_UUID = '[a-z0-9-]+';

export const LOCALES = [
  'pl_PL',
  'en_GB',
  'en_150',
  'es_ES',
  'de_DE',
  'it_IT',
  'fr_FR',
  'nl_NL',
  'ro_RO',
  'pt_PT',
  'sv_SE',
];
/** The host admin routes live on; the spec only says "a separate admin host (https)". */
export const ADMIN_HOST = 'admin.localhost';

interface RouteSpec {
  name: string;
  path: string;
  methods: string[];
  defaults?: Record<string, unknown>;
  requirements?: Record<string, string>;
  host?: string;
  schemes?: string[];
}

/**
 * The API catalogue (platform-routes.md section 7, README table), one call a line:
 * `METHODS PATH [NAME]`. Without a name the route is called
 * `api_<method>_<static words>` (no method word when it accepts several).
 */
const API = String.raw`
# Auth and user
POST            /api/login_check
POST            /api/login_ajax
POST            /api/token/refresh
POST            /api/login-by-refresh-token
DELETE          /api/me/logout
DELETE          /api/refresh-tokens
POST            /api/password-reset
POST            /api/user/register/{type<customer|courier|charity>}
GET             /api/user/register/config
POST            /api/user/login
GET             /api/user/social-login/data
GET             /api/me                                         api_me
GET,PUT,PATCH   /api/me/user/data
PATCH           /api/me/phone
PATCH           /api/me/password
GET             /api/me/change-password/config
POST            /api/me/change-password
GET,PATCH       /api/me/settings
PATCH           /api/agreements
GET             /api/user/{user}/profile
PUT             /api/user/{user}
PATCH           /api/user/{user}/status
PATCH           /api/user/{user}/charity/status
PATCH           /api/user/{user}/password
DELETE          /api/user
GET             /api/user/validate-delete
POST            /api/user/{userId}/anonymize
PATCH           /api/user/{userId}/reactivate
GET,POST        /api/user/online
GET             /api/user/{userUuid}/online                     api_get_user_online_by_uuid
POST            /api/security/csrf-token/create
GET             /api/phone-codes
POST            /api/user/phone-verification/send-sms
POST            /api/user/phone-verification/{id}/check-code
POST            /api/me/user/picture/{type<${PICTURE_TYPE}>}
DELETE          /api/me/user/picture/{id}
GET             /api/me/user/picture/
GET             /api/user/{userId}/awards
GET             /api/user/{userId}/badges
GET             /api/flash-messages
POST            /api/user/cookie_consent_log                    api_user_cookie_consent_log
POST            /api/user/login_modal/log
POST            /api/user/email_delivery_failed_log
GET,POST        /api/me/lead-source

# Auctions
POST            /api/auctions                                   api_post_auction
GET             /api/auction/{auctionId}
GET             /api/auction/{auctionId}/owner-details
GET             /api/auction/{auctionId}/user/contact_info
GET             /api/auction/{auctionId}/courier/contact_info
GET             /api/auction/{auctionId}/form/data
GET             /api/auction/{auctionId}/images
GET             /api/auction/{auctionId}/messages
GET             /api/auction/{auctionId}/cross-sell
GET             /api/auction/{auctionId}/refresh-map
GET             /api/auction/{auctionId}/fix/prices
GET             /api/auction/{auctionId}/recommended-couriers
GET             /api/auction/{auctionId}/recommended-couriers/exists
GET             /api/auction/{auctionId}/receiver-phone-number
GET             /api/auction/{auctionId}/search_engine_map_details
PATCH           /api/auction/{auctionId}/form/data
PATCH           /api/auction/{id}/dates
PATCH           /api/auction/{id}/description
PATCH           /api/auction/{id}/unhide
PATCH           /api/auction/{id}/cancel
PATCH           /api/auction/{id}/price-estimation
PATCH           /api/auction/{id}/fix/convert
POST            /api/auction/{id}/set-price
POST            /api/auction/{id}/message
POST            /api/auction/{id}/tracking-request
POST            /api/auction/{id}/book-set-price
POST            /api/auction/{auctionId}/picture
POST            /api/auction/{id}/offer
POST            /api/auction/{id}/opinion
POST            /api/auction/{id}/opinion/{hash}                api_post_auction_opinion_by_hash
PUT             /api/auction/{id}/receiver-phone-number
DELETE          /api/auction/{uuid}/picture/{fileUid}
GET             /api/auction/{id}/tracking-state/{secret}
POST            /api/auction/title                              api_post_generate_auction_title
POST            /api/auction/multiitem-test                     api_post_multiitem_test
PATCH           /api/auction/multiitem-test                     api_patch_multiitem_test
GET             /api/my-account/listings/{type}
GET             /api/my-account/listings/{type}/count
GET             /api/auction/ask_for_offer/list
GET             /api/auction/trackable/ids
GET             /api/auction/observed
POST            /api/auction/observed/{auctionId}
DELETE          /api/auction/observed/{auctionId}
GET             /api/auction/translation/{type}/{id}/{language}
GET             /api/auction/quick-deals-with-offer
GET             /api/auction/categories/{locale}                api_get_auction_categories_list
GET             /api/item_categories/{auctionCategoryId}        api_item_category_main
GET             /api/item_categories/{auctionCategoryId}/children/{parentItemId}  api_item_category_children
GET             /api/item_categories/{auctionCategoryId}/level/{level}            api_item_category_level
GET             /api/item_category_fields/{itemCategoryId}      api_item_category_fields
GET             /api/category/field/settings
GET             /api/category/field/settings/update_date

# Search. The spec leaves open which of these sit under /api/auction/search
# and which directly under /api/auction; all are put under /api/auction/search.
GET             /api/auction/search
GET             /api/auction/search/count
GET             /api/auction/search/coords
GET             /api/auction/search/coords/anonymous
GET             /api/auction/search/coords/landing-page
GET             /api/auction/search/coords/aggregated
GET             /api/auction/search/details/{id}
POST            /api/auction/search_within_polygon
POST            /api/auction/search_within_polygon/count
POST            /api/auction/search/coords_within_polygon
GET             /api/auction/search/quick-deals/for-my-company
GET             /api/auction/search/quick-deals/for-my-company/count
GET             /api/auction/criteria/{criteriaId}
GET             /api/auction/criteria-list
POST            /api/auction/criteria
POST            /api/auction/criteria/latest
PATCH           /api/auction/criteria/{criteriaId}
DELETE          /api/auction/criteria/{criteriaId}
PATCH           /api/user/search_engine_tutorial_show_count
GET             /api/seo/search-engine/{categoryId}

# Offers
GET             /api/auction/{id}/offers/with-autobidding
PATCH           /api/auction/{auctionId}/offer/{offerId}/accept
GET             /api/auction/{id}/offer/validate
PATCH           /api/offer/{offerId}/cancel
PATCH           /api/offer/{offerId}/fraud
PATCH           /api/offer/{offerId}/reject
PATCH           /api/offer/{offerId}/realize
GET             /api/auction/{id}/offer/calc-from-net-price
GET             /api/auction/{id}/offer/calc-from-gross-price
GET             /api/my-account/offers/{type}
GET             /api/my-account/offers/{type}/count
PATCH           /api/my-account/offers/{offerId}/back-to-accepted
GET             /api/my-account/offer/{offerId}
GET             /api/my-account/refund-requests
GET             /api/auction/{auctionId}/offer/{offerId}/messages
POST            /api/offer/{offerId}/message
POST            /api/offer/request

# Payment and refund. "history, fees, invoices (under /api/my-account/payment/
# for history and fees)" reads as invoices living at /api/my-account/invoices.
# The three refund follow-ups have no stated path or method: they are given the
# endpoint name as first segment, the refund id after it, and a method each.
POST            /api/adyen/document
GET             /api/payment/methods/{offerId}
POST            /api/payment/pay/{offerId}
POST            /api/payment/prepare
POST            /api/payment/admin-recharge
GET,POST        /api/payment/auction/{id}/promotion
GET             /api/payment/auction/{id}/packets
POST            /api/payment/auction/{id}/packet
GET             /api/my-account/payment/history
GET             /api/my-account/payment/fees
GET             /api/my-account/invoices
POST            /api/refund-request
GET,POST        /api/refund-request/{refundId}/confirmation
PUT             /api/refunds/{refundRequest}
POST            /api/repeat-refund-notification/{refundId}
PATCH           /api/refund-phone-called/{refundId}
POST            /api/repeat-refund-pdf/{refundId}

# Company
GET,PUT,PATCH   /api/me/company/data
POST            /api/me/company/documents
POST            /api/me/company/documents/{type<${DOC_TYPE}>}   api_post_me_company_documents_by_type
GET             /api/me/company/documents
DELETE          /api/me/company/documents/{uuid<${DOC_UUID}>}
GET             /api/me/company/external-data/{companyTaxNumber}/{countryCode}
GET             /api/my/company/devices
PATCH           /api/my/company/device/{deviceId}/name
POST            /api/me/company/device
GET             /api/me/company/device/{deviceUID}
GET,PATCH       /api/me/company/notification-settings
PATCH           /api/me/company/profile
GET             /api/me/company/profile-completion
PATCH           /api/me/company/verification/documents
GET             /api/me/company/verification/blocks
GET             /api/me/company/verification/french
GET             /api/seo/company/seo-city/{slug}
GET,PATCH,DELETE /api/me/company/settings/offer-template
PATCH           /api/me/company/settings
GET             /api/companies-geo-coordinates
PATCH           /api/patch-verification-block-status/{block}    api_patch_verification_block_status
PATCH           /api/patch-vies-status/{user}                   api_patch_vies_status
PATCH           /api/patch-verified-phone-status/{id}           api_patch_verified_phone_status
PATCH           /api/user-verification-finish/{userId}

# Opinions and complaints
POST            /api/opinion/{opinionId}/answer
GET             /api/auctions/to-leave-opinion
DELETE          /api/opinion/{opinionId}
GET             /api/opinions/received
GET             /api/opinions/left
GET             /api/opinions/random
GET             /api/user/{userId}/opinions/received
POST            /api/opinion/hash-check
POST            /api/complaint
POST            /api/app/opinion
PATCH           /api/complaint/{complaintId}
PATCH           /api/complaints/mark-as-verified/{ids}
PATCH           /api/complaints/offer/{offerId}/cancel

# Content
GET             /api/translations
PATCH           /api/translations-key-comment/{keyId}
POST            /api/translation-key/{id}/clone
PATCH           /api/translation-key/{id}
PATCH           /api/translations/{keyId}/{locale<\w+>}
GET             /api/translations/ai/{locale<\w+>}/{keyId}
PUT             /api/translation_add/{locale<\w+>}
PUT,DELETE      /api/translation_unresolved/{id}
DELETE          /api/translations/{id}
POST            /api/translations/move-to-trash/{id}
POST            /api/translations/restore-from-trash/{id}
POST            /api/translations/delete-from-trash
PATCH           /api/testimonials/{id}
DELETE          /api/testimonial/{id}
GET             /api/testimonials/random
GET             /api/help-pages
GET             /api/content/help
GET             /api/content/help-categories/{userType<customer|courier>}
GET             /api/content/help/{questionIdOrSlug}            api_get_content_help_question
GET             /api/static-pages
GET             /api/content/pages
GET             /api/content/pages/{pageIdOrSlug}               api_get_content_page
GET             /api/my/announcements
GET             /api/landing-page/data
GET             /api/homepage/data
GET             /api/countries/{locale}
GET             /api/vehicles/{locale}
GET             /api/currency/rate
GET             /api/static/eco/calculation/{categorySlug}/{distance}
GET             /api/seo/cities
GET             /api/seo/regions
GET             /api/seo/localizations/footer
GET             /api/seo/localizations/footer/{locale}          api_get_seo_localizations_footer_by_locale
GET             /api/config/frontapp
GET             /api/config/frontapp/{secret}                   api_get_config_frontapp_by_secret
GET             /api/config/mobile/version
GET             /api/split-test/group/{testName}/{entityId}
POST            /api/prediction/{model}

# Messages, notifications and dashboard. The freshmail secret is a fixed
# segment on the server; here it is a parameter so the secret is not shipped.
GET             /api/my-account/messages/{type}
PATCH           /api/message/{messageId}/mark-as-viewed
GET             /api/message/unread-prompt
GET             /api/notification/{channel}/{deviceUID}
PATCH           /api/notification/{channel}/{deviceUID}/{settingId}
GET             /api/dashboard/latest-criteria-search
GET             /api/dashboard/offers/stats
GET             /api/dashboard/recommended-auctions
GET             /api/my-account/statistics
PATCH           /api/logs/anti-fraud-hide/{logId}
GET             /api/elastic-user/{userId}
GET             /api/email/logs
GET             /api/email/logs/last
GET             /api/email/logs/{emailId}                       api_get_email_log
POST            /api/freshmail/webhook/{secret}
GET             /api/map/polyline/{cityFromId}/{cityToId}       api_map_polyline
POST            /api/localizations/address-info-by-place-id     api_address_info_by_place_id
POST            /api/localizations/address-info-by-name         api_address_info_by_name

# Mobile and test endpoints. Section 7 names the mirrored areas but not their
# paths (except device tracking); these are representative mirrors, not a full set.
POST            /api/mobile/company/device/{deviceUID}/tracking
DELETE          /api/mobile/company/device/{deviceUID}/tracking
PATCH           /api/mobile/company/device/{deviceUID}/assign
GET             /api/mobile/auction/{auctionId}
POST            /api/mobile/auction/{id}/offer
PATCH           /api/mobile/auction/{auctionId}/delivery_status
GET             /api/mobile/auction/search
GET             /api/mobile/auction/criteria-list
GET             /api/mobile/notification/{channel}/{deviceUID}
GET             /api/mobile/my-account/messages/{type}
PATCH           /api/mobile/agreements
PATCH           /api/mobile/me/locale
GET             /api/mobile/statistics/top-transporter
GET             /api/mobile/geofences
GET             /api/mobile_public/translations/{locale<\w+>}
POST            /api/mobile_public/password-reset
GET             /api/mobile_public/dictionary/transport-type
GET             /api/mobile_public/dictionary/duration
GET             /api/mobile/tests/{test}
GET             /api/ping
GET             /api/tests/nothing-to-do

# API documentation pages (section 2)
GET             /api/doc                                        api_doc
GET             /api/doc.json                                   api_doc_json
GET             /api/doc/mobile                                 api_doc_mobile
GET             /api/doc/web                                    api_doc_web
`;

/**
 * Admin routes (section 2), on ADMIN_HOST over https. Unnamed ones are called
 * `admin_<static words>`. asAdmin defaults to true, as PHP dumps it; the router
 * sends booleans as 1/0, hence the requirement.
 */
const ADMIN = String.raw`
GET             /content/translations/comment/edit/{id}
GET             /invoices/add_correction/{refundId}
PATCH           /user/opinion/{opinionId}
GET             /users/login-as/{login}/{asAdmin<0|1>}
GET             /users/details/{userId}
GET             /users/transactions-diagrams/{userId}
GET             /users/add-note/{userId}
GET             /users/remove-note/{noteId}
POST            /users/assign-user-to-company
GET             /users/{userId}/activation-link
GET             /users/{userId}/reset-password-link
GET             /users/company-profile-documents/{userId}
GET             /users/{userId}/tracking_logs/{deviceUID}
GET             /users/company-logs/{userId}
PATCH           /users/verify-picture/{id}
DELETE          /users/delete-picture/{id}
POST            /users/reject-company-verification/{companyId}
GET             /users/company/document/{uuid<${DOC_UUID}>}
DELETE          /users/company/{companyId}/document/{uuid<${DOC_UUID}>}   admin_users_company_document_delete
PATCH           /users/company/{companyId}/document/{uuid<${DOC_UUID}>}/archive
PATCH           /users/company/{companyId}/settings
`;
const ADMIN_DEFAULTS: Record<string, Record<string, unknown>> = {
  admin_users_login_as: { asAdmin: true },
};

/**
 * Localised front-end pages (section 2), the form's pages and helpers. A page
 * exists for every locale; `localized` lists the locales whose path differs,
 * dumped as Symfony localized routes `name.<locale>`.
 */
interface PageSpec extends Omit<RouteSpec, 'methods'> {
  methods?: string[];
  localized?: Record<string, string>;
}

const COURIER_LANDING: Record<string, string> = {
  pl_PL: '/1-zlecenia-transportowe',
  en_GB: '/1-transport-jobs',
  en_150: '/1-transport-jobs',
  es_ES: '/1-bolsa-de-cargas',
  de_DE: '/1-transportauftraege',
  it_IT: '/1-incarichi-trasporto',
  fr_FR: '/1-offres-de-fret',
  nl_NL: '/1-transportopdrachten',
  ro_RO: '/1-marfa',
  pt_PT: '/1-trabalhos-de-transporte',
  sv_SE: '/1-transportuppdrag',
};

const PAGES: PageSpec[] = [
  {
    // "score may be empty; the other parameters are numeric": an empty default
    // drops it from the URL, and any score (not only digits) is accepted.
    name: 'front_offer_request_add',
    path: String.raw`/offer/request/add/{auctionId<\d+>}/{companyId}/{source<\d+>}/{score<[^/]*>}`,
    defaults: { score: '' },
  },
  {
    name: 'front_offer_request_auctions_add',
    path: '/offer/request-auctions/add/{companyId}',
    methods: ['POST'],
  },
  { name: 'front_complaint_add', path: '/complaint/add', methods: ['POST'] },
  { name: 'my_account_listing', path: '/frontapp/my-account/listings/{auctionId}' },
  { name: 'my_account_listing_details', path: '/frontapp/my-account/listings/{auctionId}/details' },
  { name: 'my_account_listing_success', path: '/frontapp/my-account/listings/{auctionId}/success' },
  {
    name: 'frontapp_delivery_add_offer_form_simple',
    path: '/frontapp/delivery/add-offer-form-simple/{auctionId}',
  },
  { name: 'frontapp_phone_verification', path: '/frontapp/phone-verification' },
  {
    name: 'frontapp_my_profile_notifications',
    path: '/frontapp/my-account/my-profile/notifications',
  },
  { name: 'frontapp_my_account_payments', path: '/frontapp/my-account/payments' },
  { name: 'frontapp_auth', path: '/frontapp/auth' },
  {
    name: 'front_my_account_listings',
    path: '/my-account/listings',
    localized: { pt_PT: '/minha-conta/envios' },
  },
  { name: 'front_auction_offer_details', path: '/auction/offer/details/{offerId}' },
  {
    name: 'front_force_login',
    path: '/force-login/{url?}/{type?}',
    localized: { pt_PT: '/forcar-login/{url?}/{type?}' },
  },
  // The unsuffixed route is the English page, for locales outside the table.
  { name: 'front_courier_landing', path: '/1-transport-jobs', localized: COURIER_LANDING },

  // The form (form-and-helpers.md sections 2 and 7). Step segments are appended by the form.
  { name: 'auction_form_add', path: '/add-auction' },
  { name: 'auction_form_edit', path: '/edit-auction/{id}' },
  { name: 'create_auction_category', path: '/create-auction/category/{slug}' },
  // Typed text may hold a slash; `.+` lets it through, encoded as %2F.
  {
    name: 'autocomplete_car',
    path: String.raw`/autocomplete/car/{lang<[a-z]{2}>}/{text<.+>}/{limit<\d+>}`,
  },
  {
    name: 'autocomplete_item',
    path: String.raw`/autocomplete/item/{lang<[a-z]{2}>}/{tag}/{text<.+>}/{limit<\d+>}`,
  },
  { name: 'notifications_hub', path: '/.well-known/mercure' },
];

// ---------------------------------------------------------------------------

/** Splits Symfony's inline `{name<regex>?default}` into a plain path, requirements and defaults. */
export function parseInline(path: string): {
  path: string;
  requirements: Record<string, string>;
  defaults: Record<string, unknown>;
} {
  const requirements: Record<string, string> = {};
  const defaults: Record<string, unknown> = {};
  const plain = path.replace(
    /\{(\w+)(?:<(.*?)>)?(\?[^}]*)?\}/g,
    (_, name: string, regex?: string, def?: string) => {
      if (regex !== undefined) requirements[name] = regex;
      if (def !== undefined) defaults[name] = def.length > 1 ? def.slice(1) : null;
      return `{${name}}`;
    },
  );
  return { path: plain, requirements, defaults };
}

/**
 * Symfony's RouteCompiler, reduced to what these paths use: a variable takes the
 * `/` or `.` before it as its separator, its regex is its requirement or
 * `[^/]++`, and tokens are returned last piece first.
 */
export function compilePath(path: string, requirements: Record<string, string>): RouteToken[] {
  const tokens: RouteToken[] = [];
  const pushText = (text: string) => {
    const last = tokens[tokens.length - 1];
    if (last?.[0] === 'text') last[1] += text;
    else if (text) tokens.push(['text', text]);
  };
  let pos = 0;
  for (const match of path.matchAll(/\{(\w+)\}/g)) {
    const [whole, name] = match as unknown as [string, string];
    const before = path.slice(pos, match.index);
    pos = match.index + whole.length;
    const following = path[pos];
    if (following !== undefined && following !== '/') {
      throw new Error(`${path}: {${name}} must be followed by "/" or end the path`);
    }
    const separator = before.endsWith('/') || before.endsWith('.') ? before.slice(-1) : '';
    pushText(before.slice(0, before.length - separator.length));
    tokens.push(['variable', separator, requirements[name] ?? '[^/]++', name, true]);
  }
  pushText(path.slice(pos));
  return tokens.reverse();
}

const words = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);

function parseTable(
  table: string,
  autoName: (methods: string[], path: string) => string,
): RouteSpec[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [methods = '', path = '', name] = line.split(/\s+/);
      const list = methods.split(',');
      return { name: name ?? autoName(list, parseInline(path).path), path, methods: list };
    });
}

function definition(
  spec: RouteSpec,
  locale?: { locale: string; canonical: string },
): RouteDefinition {
  const inline = parseInline(spec.path);
  const variables = [...inline.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const requirements: Record<string, string> = {};
  for (const name of variables) {
    const requirement =
      inline.requirements[name] ?? spec.requirements?.[name] ?? PARAM_REQUIREMENTS[name];
    if (requirement !== undefined) requirements[name] = requirement;
  }
  const defaults: Record<string, unknown> = { ...inline.defaults, ...spec.defaults };
  if (locale) {
    // What Symfony adds to each variant of a localized route.
    defaults._locale = locale.locale;
    defaults._canonical_route = locale.canonical;
    requirements._locale = locale.locale;
  }
  const empty = (record: Record<string, unknown>) => (Object.keys(record).length ? record : []);
  return {
    tokens: compilePath(inline.path, requirements),
    defaults: empty(defaults),
    requirements: empty(requirements) as RouteDefinition['requirements'],
    hosttokens: spec.host ? [['text', spec.host]] : [],
    methods: spec.methods,
    schemes: spec.schemes ?? [],
  };
}

export function buildManifest(): RouteManifest {
  const specs: { name: string; route: RouteDefinition }[] = [];
  const api = parseTable(API, (methods, path) =>
    [
      'api',
      ...(methods.length === 1 ? [methods[0]!.toLowerCase()] : []),
      ...words(path.replace(/^\/api/, '')),
    ].join('_'),
  );
  for (const spec of api) specs.push({ name: spec.name, route: definition(spec) });
  for (const spec of PAGES) {
    const full = { ...spec, methods: spec.methods ?? ['GET'] };
    specs.push({ name: spec.name, route: definition(full) });
    for (const [locale, path] of Object.entries(spec.localized ?? {})) {
      const variant = definition({ ...full, path }, { locale, canonical: spec.name });
      specs.push({ name: `${spec.name}.${locale}`, route: variant });
    }
  }
  for (const spec of parseTable(ADMIN, (_, path) => ['admin', ...words(path)].join('_'))) {
    const admin = {
      ...spec,
      host: ADMIN_HOST,
      schemes: ['https'],
      defaults: ADMIN_DEFAULTS[spec.name],
    };
    specs.push({ name: spec.name, route: definition(admin) });
  }

  const routes: Record<string, RouteDefinition> = {};
  for (const { name, route } of specs) {
    if (routes[name]) throw new Error(`duplicate route name ${name}`);
    routes[name] = route;
  }
  return {
    base_url: '',
    routes,
    prefix: '',
    host: 'localhost',
    port: '',
    scheme: 'http',
    locale: 'en',
  };
}

/** The dump's JSON with one route a line, so diffs of the checked-in file stay readable. */
export function renderManifest(manifest: RouteManifest): string {
  const { base_url, routes, ...tail } = manifest;
  const lines = Object.entries(routes).map(
    ([name, route]) => `${JSON.stringify(name)}:${JSON.stringify(route)}`,
  );
  return `{"base_url":${JSON.stringify(base_url)},"routes":{\n${lines.join(',\n')}\n},${JSON.stringify(tail).slice(1)}\n`;
}

export const MANIFEST_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/core/router/shipped-routes.json',
);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = buildManifest();
  writeFileSync(MANIFEST_PATH, renderManifest(manifest));
  console.info(
    `wrote ${Object.keys(manifest.routes).length} routes to ${path.relative(process.cwd(), MANIFEST_PATH)}`,
  );
}

import type { RequiredRoute } from '../../core/router/required-routes';

/** Every route the shipping-request form resolves (see RequiredRoute). */
export const auctionFormRoutes = [
  {
    name: 'api_get_auction_categories_list',
    path: ['locale'],
    method: 'GET',
    use: 'start-up: the categories',
  },
  {
    name: 'api_get_auction_form_data',
    path: ['auctionId'],
    query: ['mode', 'newUuid'],
    method: 'GET',
    use: 'edit, copy, or `data-auction-id`: load the auction',
  },
  {
    name: 'auction_form_add',
    path: [],
    use: 'step URLs in add and copy mode, unless `data-base-url`',
  },
  { name: 'auction_form_edit', path: ['id'], use: 'step URLs in edit mode' },
  {
    name: 'create_auction_category',
    path: ['slug'],
    query: ['flag', 'fromPlaceId', 'toPlaceId', 'uuid'],
    use: 'a category of `data-new-form-category-ids` is picked',
  },
  {
    name: 'api_address_info_by_name',
    path: [],
    method: 'POST',
    use: 'route step: an address typed',
  },
  {
    name: 'api_address_info_by_place_id',
    path: [],
    method: 'POST',
    use: 'route step: a place picked',
  },
  {
    name: 'api_map_polyline',
    path: ['cityFromId', 'cityToId'],
    method: 'GET',
    use: 'route step: the map line',
  },
  {
    name: 'autocomplete_car',
    path: ['lang', 'text'],
    query: ['limit'],
    method: 'GET',
    use: 'details: vehicle names',
  },
  {
    name: 'autocomplete_item',
    path: ['lang', 'tag', 'text'],
    query: ['limit', 'sort_type'],
    method: 'GET',
    use: 'details: item names',
  },
  {
    name: 'api_item_category_main',
    path: ['auctionCategoryId'],
    method: 'GET',
    use: 'details: item categories',
  },
  {
    name: 'api_item_category_level',
    path: ['auctionCategoryId', 'level'],
    method: 'GET',
    use: 'details: item subcategories',
  },
  {
    name: 'api_item_category_fields',
    path: ['itemCategoryId'],
    method: 'GET',
    use: 'details: item fields',
  },
  { name: 'api_patch_multiitem_test', path: [], method: 'PATCH', use: 'details: several items' },
  {
    name: 'api_post_generate_auction_title',
    path: [],
    method: 'POST',
    use: 'details: the suggested title',
  },
  {
    name: 'api_post_auction_picture',
    path: ['auctionId'],
    method: 'POST',
    use: 'details: a picture uploaded',
  },
  {
    name: 'api_delete_auction_picture',
    path: ['uuid', 'fileUid'],
    method: 'DELETE',
    use: 'details: a picture removed',
  },
  {
    name: 'api_post_prediction',
    path: ['model'],
    method: 'POST',
    use: 'summary: the price estimate',
  },
  { name: 'api_post_auction', path: [], method: 'POST', use: 'submit in add and copy mode' },
  {
    name: 'api_patch_auction_form_data',
    path: ['auctionId'],
    method: 'PATCH',
    use: 'submit in edit mode',
  },
  { name: 'my_account_listing_success', path: ['auctionId'], use: 'after a submit' },
  {
    name: 'front_force_login',
    path: ['url', 'type'],
    use: 'submit answered 401 without the login helper',
  },
] as const satisfies readonly RequiredRoute[];

/**
 * Page-wide settings, shared by every widget: data attributes of
 * `<meta name="transport-widgets">` in the page head (read through `page-config.ts`).
 */
export const PAGE_CONFIG_SELECTOR = 'meta[name="transport-widgets"]';

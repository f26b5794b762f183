/** The close cookies' default names and what a cookie name may hold: one source for the schema and the lean entry. */
export const CLOSED_COOKIE = 'top_announcement_closed';
export const ID_COOKIE = 'top_announcement_id';
export const COOKIE_NAME = /^[\w.-]+$/;

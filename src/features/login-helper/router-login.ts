/**
 * The login helper entry's decision before its schema loads: without `data-login-check-url` the
 * triggers go to the `front_force_login` route, built through the router, and the helper needs no
 * config at all. A login-check URL must pass the schema's safety check first, so it loads the schema.
 */
export const buildsLoginThroughRouter = (loginCheckUrl: string | undefined): boolean =>
  loginCheckUrl === undefined;

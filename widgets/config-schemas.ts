import type { RequiredRoute } from '../src/core/router/required-routes';
import { auctionFormConfigSchema } from '../src/features/auction-form/config';
import { auctionFormRoutes } from '../src/features/auction-form/routes';
import { cookieBarConfigSchema } from '../src/features/cookie-consent/config';
import { cookieBarRoutes } from '../src/features/cookie-consent/routes';
import { loginHelperConfigSchema } from '../src/features/login-helper/config';
import { loginHelperRoutes } from '../src/features/login-helper/routes';
import { mobileAppBarConfigSchema } from '../src/features/mobile-app-bar/config';
import { notificationsConfigSchema } from '../src/features/notifications/config';
import { notificationsRoutes } from '../src/features/notifications/routes';
import { topAnnouncementConfigSchema } from '../src/features/top-announcement/config';
import { validationMessagesConfigSchema } from '../src/features/validation-messages/config';

/** Every widget's config schema, by widget name: read by the build (JSON Schemas) and the README generator. */
export const widgetConfigSchemas = {
  'auction-form': auctionFormConfigSchema,
  'cookie-bar': cookieBarConfigSchema,
  'mobile-app-bar': mobileAppBarConfigSchema,
  'top-announcement': topAnnouncementConfigSchema,
  notifications: notificationsConfigSchema,
  'login-helper': loginHelperConfigSchema,
  'validation-messages': validationMessagesConfigSchema,
} as const;

/** The route names each widget resolves, by widget name: read by `npm run check-routes` and the README generator. */
export const widgetRequiredRoutes: Readonly<Record<string, readonly RequiredRoute[]>> = {
  'auction-form': auctionFormRoutes,
  'cookie-bar': cookieBarRoutes,
  notifications: notificationsRoutes,
  'login-helper': loginHelperRoutes,
  'mobile-app-bar': [],
  'top-announcement': [],
  'validation-messages': [],
};

import { startWidget } from '../src/core/mount/start';
import { leanWidget } from '../src/features/cookie-consent/lean-widget';

startWidget(leanWidget);

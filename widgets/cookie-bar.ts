import { registerWidget } from '../src/core/mount/mount-kit';
import { browserSupports } from '../src/core/support/browser-support';
import { leanWidget } from '../src/features/cookie-consent/lean-widget';

if (browserSupports(leanWidget.name)) registerWidget(leanWidget);

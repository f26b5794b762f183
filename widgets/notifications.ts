import { registerWidget } from '../src/core/mount/mount-kit';
import { browserSupports } from '../src/core/support/browser-support';
import { widget } from '../src/features/notifications/widget';

if (browserSupports(widget.name)) registerWidget(widget);

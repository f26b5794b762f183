import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/cookie-consent/widget';

registerWidget(widget);

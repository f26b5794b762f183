import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/notifications/widget';

registerWidget(widget);

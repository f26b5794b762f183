import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/validation-messages/widget';

registerWidget(widget);

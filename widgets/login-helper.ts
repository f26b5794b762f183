import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/login-helper/widget';

registerWidget(widget);

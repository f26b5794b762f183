import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/mobile-app-bar/widget';

registerWidget(widget);

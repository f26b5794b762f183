import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/top-announcement/widget';

registerWidget(widget);

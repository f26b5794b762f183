import { registerWidget } from '../src/core/mount/mount-kit';
import { widget } from '../src/features/auction-form/widget';

registerWidget(widget);

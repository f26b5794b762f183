import { startWidget } from '../src/core/mount/start';
import { leanWidget } from '../src/features/notifications/lean-widget';

startWidget(leanWidget);

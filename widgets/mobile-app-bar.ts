import { startWidget } from '../src/core/mount/start';
import { leanWidget } from '../src/features/mobile-app-bar/lean-widget';

startWidget(leanWidget);

import { startWidget } from '../src/core/mount/start';
import { leanWidget } from '../src/features/top-announcement/lean-widget';

startWidget(leanWidget);

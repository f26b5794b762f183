import { startWidget } from '../src/core/mount/start';
import { leanWidget } from '../src/features/login-helper/lean-widget';

startWidget(leanWidget);

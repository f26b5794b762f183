import { engineSuite } from './engine-suite';

engineSuite('chromium', 'phone');

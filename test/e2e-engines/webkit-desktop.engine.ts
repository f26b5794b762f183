import { engineSuite } from './engine-suite';

engineSuite('webkit', 'desktop');

import { engineSuite } from './engine-suite';

engineSuite('webkit', 'phone');

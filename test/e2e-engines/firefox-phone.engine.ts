import { engineSuite } from './engine-suite';

engineSuite('firefox', 'phone');

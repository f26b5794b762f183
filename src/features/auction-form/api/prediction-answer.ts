import * as v from 'valibot';
import { optionalNumber } from '../model/wire';

/** api_post_prediction: the estimate is `data` (spec section 7), a number or a DECIMAL string; null means none. */
export const predictionAnswerSchema = v.object({ data: optionalNumber });

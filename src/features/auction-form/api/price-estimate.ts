import { apiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import { hasPriceModel, type PredictionParams } from '../rules/price-estimate';
import { predictionAnswerSchema } from './prediction-answer';

/** The model segment of `/api/prediction/{model}`. */
const PREDICTION_MODEL = 'auction_price';
/** A late estimate is useless: the customer has moved on. */
export const PREDICTION_TIMEOUT_MS = 8000;

/**
 * Spec section 7: the estimate is `data` of the answer; a currency without a
 * model makes no call and gives false. A missing or unusable figure is null.
 */
export async function fetchPriceEstimate(
  params: PredictionParams,
  options: { signal?: AbortSignal; timeout?: number } = {},
): Promise<number | null | false> {
  if (!hasPriceModel(params.currency)) return false;
  const answer = await apiRequest<unknown>({
    route: 'api_post_prediction',
    method: 'POST',
    params: { model: PREDICTION_MODEL },
    json: params,
    signal: options.signal,
    timeout: options.timeout ?? PREDICTION_TIMEOUT_MS,
  });
  const { data: value } = parseAnswer('api_post_prediction', predictionAnswerSchema, answer);
  return value !== null && value > 0 ? Math.round(value) : null;
}

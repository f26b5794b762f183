import * as v from 'valibot';
import { apiRequest } from '@/core/http/client';
import { auctionWriteAnswerSchema } from './auction-answer';

/** The id a write answers with (auction-answer.ts); null when the answer names none. */
const idOf = (answer: unknown): number | null => {
  const parsed = v.safeParse(auctionWriteAnswerSchema, answer);
  return parsed.success ? parsed.output.id : null;
};

/** api_post_auction (add and copy): the payload of submit-payload.ts; the new request's id. */
export async function createAuction(payload: Record<string, unknown>): Promise<number | null> {
  return idOf(
    await apiRequest<unknown>({ route: 'api_post_auction', method: 'POST', json: payload }),
  );
}

/** api_patch_auction_form_data (edit): the id the answer names, if it names one. */
export async function updateAuction(
  auctionId: number,
  payload: Record<string, unknown>,
): Promise<number | null> {
  const answer = await apiRequest<unknown>({
    route: 'api_patch_auction_form_data',
    method: 'PATCH',
    params: { auctionId },
    json: payload,
  });
  return idOf(answer);
}

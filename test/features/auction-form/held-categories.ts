import { http, HttpResponse } from 'msw';
import { categoriesFor } from '../../../fixtures/data/categories';
import { mockServer } from '../../../fixtures/node';

/**
 * The categories request answered only when the test says so: what the form shows while its start
 * waits for the API. Returns the function that lets the answer go.
 */
export function holdCategoriesAnswer(): () => void {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockServer.use(
    http.get('*/api/auction/categories/:locale', async () => {
      await answered;
      return HttpResponse.json(categoriesFor('en'));
    }),
  );
  return answer;
}

import * as v from 'valibot';
import { ApiError } from './api-error';

/**
 * Every API answer a widget reads goes through its route's valibot schema here, at the boundary:
 * the schema coerces numeric strings (Doctrine sends DECIMAL as text) and ignores unknown fields.
 * An answer of another shape becomes the same ApiError a body that is not JSON gives
 * ('malformed'), so every caller already turns it into the translated "bad answer" message with
 * "Try again"; the issue paths (never the values, which may be personal) go in its message, for
 * the caller's report.
 */
export function parseAnswer<S extends v.GenericSchema>(
  route: string,
  schema: S,
  answer: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, answer);
  if (result.success) return result.output;
  const where = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.expected ?? issue.kind}`)
    .join('; ');
  return throwMalformed(route, where);
}

function throwMalformed(route: string, where: string): never {
  const error = new ApiError('malformed', route, undefined, undefined);
  error.message = `${route}: malformed answer (${where})`;
  throw error;
}

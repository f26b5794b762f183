import * as v from 'valibot';
import { reportError } from '../errors/report';
import { ApiError } from './api-error';

/**
 * Every API answer a widget reads goes through a valibot schema here, at the
 * boundary: the schema coerces numeric strings (Doctrine sends DECIMAL as
 * text) and ignores unknown fields; an answer of another shape becomes an
 * ApiError of kind `malformed`, which the widgets show as a translated
 * message with "Try again". The report names the route and the paths of the
 * issues, never the values (they may be personal data).
 */
export function parseAnswer<TSchema extends v.GenericSchema>(
  route: string,
  schema: TSchema,
): (raw: unknown) => v.InferOutput<TSchema> {
  return (raw) => {
    const result = v.safeParse(schema, raw);
    if (result.success) return result.output;
    const paths = result.issues
      .slice(0, 5)
      .map((issue) => v.getDotPath(issue) ?? '(root)')
      .join(', ');
    const error = new ApiError('malformed', route);
    reportError(error, { kind: 'http', extra: { route, issues: paths } });
    throw error;
  };
}

/** A count: a number or a numeric string (`"5"`, `"45.50"`), as a number. */
export const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'a number'), v.transform(Number)),
]);

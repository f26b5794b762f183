import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The rule ids lint reports for `source` as if it were the file at `file` (relative to the
 * repository). Probes are linted as text, never written: a probe at an existing module's path
 * stands in for that module.
 */
export async function lintAs(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:fast`: the inner loop, about a minute. For the files changed since the last commit
 * (staged, unstaged and new; or since `--base <rev>`): the unit tests that import them (vitest's
 * `--changed`), the type check (incremental: only what changed is checked again) and the linters
 * on those files, beside the tests. `npm test` runs everything; docs/contributing.md says when to
 * run which.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = 'node_modules/.cache';
const baseAt = process.argv.indexOf('--base');
const base = baseAt > 0 ? process.argv[baseAt + 1] : undefined;

function changedFiles(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((file) => existsSync(path.join(ROOT, file)));
}

/**
 * The property tests' runs while working: a tenth of `npm test`'s 2,000, unless PROPERTY_RUNS says
 * otherwise. A property that fails at 2,000 runs, `npm test` finds before the commit lands.
 */
const PROPERTY_RUNS = process.env.PROPERTY_RUNS ?? '200';

/**
 * Runs a step. The unit tests print as they go; the other steps run beside them, one after another,
 * and print their output whole when each ends, so the two never interleave.
 */
function step(name: string, command: string, args: string[], live = false): Promise<boolean> {
  const started = Date.now();
  if (live) process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PROPERTY_RUNS, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!live)
        process.stdout.write(
          `\n=== ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString('utf8')}`,
        );
      process.stdout.write(
        `=== ${name} ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      resolve(status === 0);
    });
  });
}

const files = changedFiles();
if (files.length === 0) {
  process.stdout.write('test:fast: nothing changed since the last commit.\n');
  process.exit(0);
}
const scripts = files.filter((file) => /\.(c|m)?[jt]sx?$/.test(file));
const styles = files.filter((file) => file.startsWith('src/') && file.endsWith('.css'));
const unit = step(
  'unit tests of the change',
  'vitest',
  ['run', '--project', 'unit', `--changed=${base ?? 'HEAD'}`, '--passWithNoTests'],
  true,
);
const checks = (async () => [
  await step('typecheck', 'tsc', [
    '-p',
    '.',
    '--incremental',
    '--tsBuildInfoFile',
    `${CACHE}/tsc/tsbuildinfo`,
  ]),
  scripts.length === 0 ||
    (await step('eslint', 'eslint', [
      '--max-warnings=0',
      '--cache',
      '--cache-location',
      `${CACHE}/eslint/`,
      '--no-warn-ignored',
      ...scripts,
    ])),
  styles.length === 0 ||
    (await step('stylelint', 'stylelint', [
      '--cache',
      '--cache-location',
      `${CACHE}/stylelint/`,
      ...styles,
    ])),
  await step('prettier', 'prettier', ['--check', '--cache', '--ignore-unknown', ...files]),
])();
const results = [await unit, ...(await checks)];
process.exitCode = results.every(Boolean) ? 0 : 1;

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:fast`: the inner loop, about a minute. For the files changed since the last commit
 * (staged, unstaged and new; or since `--base <rev>`): the unit tests that import them (vitest's
 * `--changed`), the type check (incremental: only what changed is checked again) and the linters
 * on those files. `npm test` runs everything; docs/contributing.md says when to run which.
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

function step(name: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` },
  });
  process.stdout.write(
    `=== ${name} ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return status === 0;
}

const files = changedFiles();
if (files.length === 0) {
  process.stdout.write('test:fast: nothing changed since the last commit.\n');
  process.exit(0);
}
const scripts = files.filter((file) => /\.(c|m)?[jt]sx?$/.test(file));
const styles = files.filter((file) => file.startsWith('src/') && file.endsWith('.css'));
const results = [
  step('unit tests of the change', 'vitest', [
    'run',
    '--project',
    'unit',
    `--changed=${base ?? 'HEAD'}`,
    '--passWithNoTests',
  ]),
  step('typecheck', 'tsc', [
    '-p',
    '.',
    '--incremental',
    '--tsBuildInfoFile',
    `${CACHE}/tsc/tsbuildinfo`,
  ]),
  scripts.length === 0 ||
    step('eslint', 'eslint', [
      '--max-warnings=0',
      '--cache',
      '--cache-location',
      `${CACHE}/eslint/`,
      '--no-warn-ignored',
      ...scripts,
    ]),
  styles.length === 0 ||
    step('stylelint', 'stylelint', [
      '--cache',
      '--cache-location',
      `${CACHE}/stylelint/`,
      ...styles,
    ]),
  step('prettier', 'prettier', ['--check', '--cache', '--ignore-unknown', ...files]),
];
process.exitCode = results.every(Boolean) ? 0 : 1;

/**
 * `npm run dev`: a development build in watch mode and the demo server beside it, so a change in
 * src/ is on the demo page after a reload, in seconds. The server reads dist/entrypoints.json on
 * every page, so it always links the latest build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startDemoServer } from '../fixtures/demo/server';

const root = path.resolve(import.meta.dirname, '..');
const webpack = spawn(
  process.execPath,
  [
    '--import=tsx',
    path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
    '--disable-interpret',
    '--config',
    'webpack.config.ts',
    '--mode',
    'development',
    '--watch',
  ],
  { cwd: root, stdio: 'inherit' },
);
webpack.on('exit', (code) => process.exit(code ?? 0));
// The watcher must not outlive this command (Ctrl-C, a time-out's SIGTERM): left running, it keeps
// rewriting dist/ with development builds under whatever is served or tested next.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    webpack.kill(signal);
    process.exit(130);
  });
process.on('exit', () => webpack.kill());

const port = Number(process.env.PORT ?? 8080);
const waitForBuild = setInterval(() => {
  if (!existsSync(path.join(root, 'dist/entrypoints.json'))) return;
  clearInterval(waitForBuild);
  void startDemoServer(port, process.env.HOST ?? '127.0.0.1').then(() =>
    console.info(`Demo pages on http://localhost:${port}/ (rebuilding on every change)`),
  );
}, 500);

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

/** The pages every figure is compared with: what it costs to paint anything at all. */
export const FLOOR_DIR = path.resolve(import.meta.dirname, '../../.tmp/bench-floors');

export const FLOORS: Array<{
  id: string;
  label: string;
  selector: string;
  scriptPrefix: string;
  /** A floor printed as a ratio to another floor of the same run. */
  floor?: string;
}> = [
  {
    id: 'floor-webpack',
    label: 'floor: bare webpack entry (DOM write)',
    selector: '[data-painted]',
    scriptPrefix: '/floor/',
  },
  {
    id: 'floor-react',
    label: 'floor: bare React createRoot',
    selector: '[data-painted]',
    scriptPrefix: '/floor/',
  },
  {
    id: 'floor-react-rtk-i18n',
    label: 'floor: React + RTK + i18next',
    selector: '[data-painted]',
    scriptPrefix: '/floor/',
  },
  {
    // Every package the form's first screen stands on, used once each (one element): what the
    // design card's stack alone costs page (c), printed as a ratio to the React + RTK + i18next floor.
    id: 'floor-form-stack',
    label: "floor: every package of the form's first screen (design card + valibot), one element",
    selector: '[data-painted]',
    scriptPrefix: '/floor/',
    floor: 'floor-react-rtk-i18n',
  },
  {
    id: 'peer-cookieconsent',
    label: 'peer: vanilla-cookieconsent bar',
    selector: '#cc-main .cm',
    scriptPrefix: '/peer/',
  },
];

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title>${body}</head><body><div id="root"></div></body></html>`;

const PEER_RUN = `CookieConsent.run({
  hideFromBots: false, // headless Chromium counts as a bot; the bar must show to be measured
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: { default: 'en', translations: { en: {
    consentModal: { title: 'We use cookies', description: 'We use cookies to run the site and, with your consent, to measure it.', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Necessary only', showPreferencesBtn: 'Settings' },
    preferencesModal: { title: 'Cookie settings', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Necessary only', savePreferencesBtn: 'Save', sections: [] }
  } } }
});`;

/** The floor pages whose JS `npm run size` prints beside the pages compared with them. */
export const SIZE_FLOORS = [
  { id: 'floor-react-rtk-i18n', label: 'floor: React + RTK + i18next, one element' },
  {
    id: 'floor-form-stack',
    label: "floor: every package of the form's first screen (design card + valibot), one element",
  },
];

export async function buildFloors(): Promise<void> {
  mkdirSync(FLOOR_DIR, { recursive: true });
  const entries = {
    'floor-webpack': './floors/bare-webpack.ts',
    'floor-react': './floors/bare-react.tsx',
    'floor-react-rtk-i18n': './floors/react-rtk-i18n.tsx',
    'floor-keystroke-vanilla': './floors/keystroke-vanilla.ts',
    'floor-keystroke-react-uncontrolled': './floors/keystroke-react-uncontrolled.tsx',
    'floor-keystroke-react-rtk': './floors/keystroke-react-rtk.tsx',
    'floor-form-stack': './floors/form-stack.tsx',
  };
  const compiler = webpack({
    mode: 'production',
    context: import.meta.dirname,
    entry: entries,
    output: { path: FLOOR_DIR, filename: '[name].js' },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    // Minified as the build minifies (webpack.config.ts): Terser drops what tree-shaken packages
    // leave in module scope, so a floor weighs what the same packages weigh in the widgets.
    optimization: {
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
        }),
      ],
    },
    devtool: false,
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors()
        ? reject(error ?? new Error(stats?.toString('errors-only')))
        : resolve(),
    ),
  );
  for (const id of Object.keys(entries))
    writeFileSync(
      path.join(FLOOR_DIR, `${id}.html`),
      page(`<script defer src="/floor/${id}.js"></script>`),
    );
  writeFileSync(path.join(FLOOR_DIR, 'peer-run.js'), PEER_RUN);
  writeFileSync(
    path.join(FLOOR_DIR, 'peer-cookieconsent.html'),
    page(
      '<link rel="stylesheet" href="/peer/cookieconsent.css"><script defer src="/peer/cookieconsent.umd.js"></script><script defer src="/floor/peer-run.js"></script>',
    ),
  );
}

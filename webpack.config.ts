import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EsbuildPlugin } from 'esbuild-loader';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { checkRouteDump } from './src/core/router/required-routes';
import { readRouteDump } from './src/core/router/route-dump';
import { esbuildSupport } from './tools/browser-line/esbuild-support';
import { formatProblems } from './tools/check-routes';
import { EncoreManifestPlugin } from './tools/encore-manifest-plugin';
import type { FirstScreenLoaderOptions } from './tools/first-screen-loader';
import { InlineScriptsPlugin } from './tools/inline-scripts';
import { LocaleAssetsPlugin } from './tools/locale-assets-plugin';
import {
  COOKIE_BAR_FIRST_SCREEN_CHUNK,
  COOKIE_BAR_TEXT_MODULE,
  cookieBarTextChunk,
  FORM_CATEGORY_STEP_CHUNK,
  FORM_FIRST_SCREEN_CHUNK,
} from './tools/preload-hints';
import { publicPathFrom } from './tools/public-path';
import { banner, packageVersion } from './tools/release/version';
import { WidgetSchemaPlugin } from './tools/schema-plugin';
import { STUDIO_ENTRIES, StudioPagesPlugin } from './tools/studio-pages';
import { ThirdPartyNoticesPlugin } from './tools/third-party-notices';
import { TwigMacrosPlugin } from './tools/twig-macros';
import { widgetRequiredRoutes } from './widgets/config-schemas';

const root = path.dirname(fileURLToPath(import.meta.url));
const release = packageVersion(root);
const OTHER_LOCALES = ['pl', 'de', 'es', 'it', 'fr', 'nl', 'ro', 'pt', 'sv'];

/**
 * One entry per file in widgets/ (config-schemas.ts is build metadata, not an entry), each
 * depending on the `runtime` entry: webpack's runtime and the plumbing every page runs (the
 * helper entries' start, the shared registry), one file that Encore prints first on every page.
 */
const WIDGET_ENTRIES = readdirSync(path.join(root, 'widgets'))
  .filter((file) => file.endsWith('.ts') && file !== 'config-schemas.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const HELPER_ENTRIES = new Set([
  'cookie-bar',
  'login-helper',
  'mobile-app-bar',
  'notifications',
  'top-announcement',
]);
const entries = {
  runtime: './src/core/mount/start.ts',
  ...Object.fromEntries(
    WIDGET_ENTRIES.map((name) => [name, { import: `./widgets/${name}.ts`, dependOn: 'runtime' }]),
  ),
};

// The syntax target comes from package.json's browserslist (docs/browser-support.md), for our code
// and for node_modules alike: packages ship modern syntax and nothing else would lower it.
// `npm run check:dist` verifies the result.
const support = esbuildSupport(root);

const scriptRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  options: { ...support, jsx: 'automatic' as const },
};

const dependencyRule = {
  test: /\.[cm]?js$/,
  include: /node_modules/,
  loader: 'esbuild-loader',
  options: { ...support, loader: 'js' as const },
};

// Moment's ES module build still looks for Node's `module` and `require` to load a locale by name.
// Read as CommonJS there, `module` would bring webpack's module decorator into the runtime every page
// loads, and `require('./locale/' + name)` a context of every locale; left as the browser's free
// (undefined) names, that branch is skipped, as in any browser. The locales load by `import()`.
const momentRule = {
  test: /[\\/]node_modules[\\/]moment[\\/]dist[\\/]moment\.js$/,
  parser: { commonjs: false },
};

// Leaflet without its one HTML string written at evaluation, which Trusted Types refuse
// (tools/leaflet-trusted-types-loader.ts). Loaders run last to first: this one first.
const leafletRule = {
  test: /[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet-src(\.esm)?\.js$/,
  loader: path.join(root, 'tools/leaflet-trusted-types-loader.ts'),
};

// `locales/<lng>/cookie-consent.json?first-screen`: the cookie bar's first screen in that locale,
// rendered at build time by its own components (tools/first-screen-loader.ts).
const firstScreenRule = {
  test: /\.json$/,
  resourceQuery: /first-screen/,
  type: 'javascript/auto',
  use: [
    {
      loader: path.join(root, 'tools/first-screen-loader.ts'),
      options: {
        renderers: {
          'cookie-consent': path.join(
            root,
            'src/features/cookie-consent/ui/first-screen-markup.tsx',
          ),
        },
      } satisfies FirstScreenLoaderOptions,
    },
  ],
};

/**
 * The build-time renderers of the first screens (`this.importModule`, in this Node process) need
 * only `renderToString`: the legacy server renderer. `react-dom/server`'s browser build also loads
 * the streaming one, which opens a MessageChannel whose ports would keep webpack from exiting.
 */
const firstScreenRendererRule = (production: boolean) => ({
  test: /[\\/]first-screen-markup\.tsx$/,
  resolve: {
    alias: {
      'react-dom/server$': path.join(
        root,
        `node_modules/react-dom/cjs/react-dom-server-legacy.browser.${production ? 'production' : 'development'}.js`,
      ),
    },
  },
});

function cssRule(production: boolean) {
  return {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      {
        loader: 'css-loader',
        options: {
          modules: {
            auto: /\.module\.css$/,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            // Hashed names are our isolation from the host page's CSS.
            localIdentName: production ? 'tw-[hash:base64:7]' : 'tw-[name]-[local]-[hash:base64:4]',
          },
        },
      },
    ],
  };
}

export function widgetsConfig(production: boolean): Configuration {
  const locales = new LocaleAssetsPlugin(path.join(root, 'locales'));
  // Runs before the notices (both at the additional-assets stage): they read its inputs.
  const inlineScripts = new InlineScriptsPlugin(root);
  // `TW_PUBLIC_PATH`: /build/ (default), a second Encore build's path or a CDN URL (tools/public-path.ts).
  const publicPath = publicPathFrom();
  return {
    name: 'widgets',
    mode: production ? 'production' : 'development',
    context: root,
    entry: entries,
    // Source maps in separate files; never eval, so a strict CSP needs no unsafe-eval. Hidden (no
    // sourceMappingURL) and written beside dist/, never inside it: they hold the full TypeScript
    // sources, so they are uploaded to Sentry from dist-sourcemaps/ and never published.
    devtool: 'hidden-source-map',
    target: 'browserslist',
    output: {
      path: path.join(root, 'dist'),
      publicPath: publicPath.url,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Lazy files by chunk id: the runtime every page loads then maps ids to hashes, without every
      // chunk's name (manifest.json keeps the names; the development build writes them).
      chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      sourceMapFilename: '../dist-sourcemaps/[file].map',
      // dist/studio/ is the studio compilation's, which cleans it itself.
      clean: { keep: /^studio[\\/]/ },
      // Lazy chunks (and their CSS) from another origin load in CORS mode, as SRI there requires.
      crossOriginLoading: 'anonymous',
      // Under `require-trusted-types-for 'script'` the chunk loader signs its script URLs with a policy
      // of this name (our own code uses `transport-widgets`, src/core/security/trusted-types.ts).
      // Where the name cannot be had (taken by a script that ran first), the loader warns and goes on
      // with plain URLs and the nonce, which the page's default policy (or report-only mode) may allow.
      trustedTypes: { policyName: 'transport-widgets-chunks', onPolicyCreationFailure: 'continue' },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // `@/` is `src/` (tsconfig paths, vitest and the lint resolver say the same).
      alias: {
        '@': path.join(root, 'src'),
        // Moment's ES module build: its locales are then ES modules too, which a lazy `import()`
        // loads without the runtime's CommonJS namespace helper.
        moment$: path.join(root, 'node_modules/moment/dist/moment.js'),
        'moment/locale': path.join(root, 'node_modules/moment/dist/locale'),
      },
    },
    module: {
      rules: [
        scriptRule,
        dependencyRule,
        leafletRule,
        momentRule,
        firstScreenRule,
        firstScreenRendererRule(production),
        cssRule(production),
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      inlineScripts,
      // `twig/widgets.html.twig`: a macro per widget, printing the inline scripts above.
      new TwigMacrosPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        // By chunk id, as the scripts: the CSS loader's map in the runtime holds no names.
        chunkFilename: production ? '[id].[contenthash:8].css' : '[name].css',
      }),
      // Moment ships only the ten product locales (English is built in), each a lazy chunk
      // (`core/i18n/moment-locale.ts`; its own lookup by `require` is not read, `momentRule`).
      new webpack.ContextReplacementPlugin(
        /moment[/\\]dist[/\\]locale$/,
        new RegExp(`^\\./(${OTHER_LOCALES.join('|')})(\\.js)?$`),
      ),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __TW_LOCALES_PATH__: locales.definition(),
        // Sentry's release of the bundle (src/core/errors/bundle-release.ts), its maps' release.
        __TW_RELEASE__: JSON.stringify(`${release.name}@${release.version}`),
      }),
      locales,
      // The form's first screen: its painter, the translations loader, its app, its first step (with
      // CSS), the router and the shipped routes (a page leaves out what it does not open with). The
      // cookie bar's first screen on a first visit: its painter, stylesheets and the locale's texts.
      new EncoreManifestPlugin(
        publicPath,
        {
          'auction-form': [
            FORM_FIRST_SCREEN_CHUNK,
            'load-resource',
            'auction-form-app',
            FORM_CATEGORY_STEP_CHUNK,
            'router',
            'routes',
          ],
          'cookie-bar': [
            COOKIE_BAR_FIRST_SCREEN_CHUNK,
            { module: COOKIE_BAR_TEXT_MODULE, chunk: cookieBarTextChunk },
          ],
        },
        release.version,
      ),
      // Each initial script names its release on its first line (after minification, before the
      // content hashes and integrity values are taken, so both cover it).
      new webpack.BannerPlugin({
        banner: banner(release.name, release.version),
        raw: true,
        entryOnly: true,
        test: /\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
      }),
      new WidgetSchemaPlugin(),
      // The licences of the bundled packages, which the minifier strips, and ours: LICENSE.
      new ThirdPartyNoticesPlugin(release.name, path.join(root, 'LICENSE'), () =>
        inlineScripts.inputs(),
      ),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      // Terser, not esbuild, minifies JS: it drops unused functions inside module scopes, which
      // tree-shaken libraries such as valibot rely on. esbuild minifies the CSS.
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
        }),
        new EsbuildPlugin({ css: true, exclude: /\.js$/, legalComments: 'none' }),
      ],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and friends load once per page, whatever widgets it holds, in two shared chunks:
          // the view layer (React, i18next), which every UI needs, and the state layer (Redux
          // Toolkit and co.), which only the form and the notifications centre need. A page with
          // just the cookie bar never downloads Redux.
          vendorReact: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/,
            name: 'vendor-react',
            chunks: 'all',
            priority: 20,
            enforce: true,
          },
          vendorState: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|redux-thunk)[\\/]/,
            name: 'vendor-state',
            chunks: 'all',
            priority: 20,
            enforce: true,
          },
          // The cookie bar's stylesheet, one file for its painted first screen and for its UI.
          cookieBarStyle: {
            type: 'css/mini-extract',
            test: /[\\/]cookie-consent[\\/]ui[\\/]cookie-bar\.module\.css$/,
            name: 'cookie-bar-style',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
          // The schema reader and valibot: one chunk, initial for the entries that hold their schema
          // (the form, the validation messages) and lazy for the helper entries, which decide
          // first and load a schema only when they need it (src/core/mount/lean-widget.ts).
          config: {
            test: /[\\/]node_modules[\\/]valibot[\\/]|[\\/]src[\\/]core[\\/](config[\\/](data-attributes|page-config|safe-url)|errors[\\/]describe-value|mount[\\/]widget)\.ts$/,
            name: 'widgets-config',
            chunks: 'all',
            minSize: 0,
            priority: 16,
            enforce: true,
          },
          // The mount kit's lazy chunk also holds error reporting, which the helpers' lazy UIs
          // import too: below `minSize`, each would otherwise carry its own copy of it.
          mountKit: {
            test: /[\\/]src[\\/]core[\\/](mount[\\/]mount-kit|errors[\\/](errors|report|scrub|start-reporting))\.ts$/,
            name: 'mount-kit',
            chunks: 'async',
            minSize: 0,
            priority: 18,
            enforce: true,
          },
          // What every helper UI renders with (the error boundary, the widget tree, i18next's start):
          // one chunk for a page whose cookie bar and announcement both show, instead of a copy in
          // each UI. The form's app keeps its own copy: one file fewer on the form's first screen.
          widgetsUi: {
            test: /[\\/]src[\\/]core[\\/](ui[\\/](error-boundary|render-widget|widget-tree)\.tsx|i18n[\\/]i18n\.ts|errors[\\/]missing-file\.ts)$/,
            name: 'widgets-ui',
            chunks: (chunk: webpack.Chunk) => chunk.name !== 'auction-form-app',
            minSize: 0,
            priority: 18,
            enforce: true,
          },
          // Core modules that a helper entry runs and another entry shares join the runtime entry,
          // the one file every page loads: no second shared file on a page of helpers.
          helperCore: {
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
              /[\\/]src[\\/]core[\\/]/.test(module.nameForCondition() ?? '') &&
              [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
                HELPER_ENTRIES.has(chunk.name ?? ''),
              ),
            name: 'runtime',
            chunks: 'initial',
            minChunks: 2,
            minSize: 0,
            priority: 17,
            enforce: true,
          },
          // The mount kit and the rest of core that the form and the validation messages share:
          // one small shared chunk, not a copy in each. React-free (React is in vendor-react).
          core: {
            test: /[\\/]src[\\/]core[\\/]/,
            name: 'widgets-core',
            chunks: 'initial',
            minChunks: 2,
            minSize: 0,
            priority: 15,
          },
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: 10,
            reuseExistingChunk: true,
          },
          default: { minChunks: 2, priority: 0, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The announcement studio as static files in `dist/studio/` (tools/studio-pages.ts): its script and
 * its preview's, and the two pages, which name the widgets build's files. It runs after that build
 * (`dependencies`), whose entrypoints.json the pages read, under the same public path.
 */
export function studioConfig(production: boolean): Configuration {
  const publicPath = publicPathFrom();
  return {
    name: 'studio',
    dependencies: ['widgets'],
    mode: production ? 'production' : 'development',
    context: root,
    entry: {
      [STUDIO_ENTRIES.studio]: './fixtures/demo/client/announcement-studio.ts',
      [STUDIO_ENTRIES.preview]: './fixtures/demo/client/announcement-preview.ts',
    },
    // No source maps: a tool page, not reported to Sentry, and dist/ publishes no map.
    devtool: false,
    target: 'browserslist',
    output: {
      path: path.join(root, 'dist/studio'),
      publicPath: `${publicPath.url}studio/`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // `@/` is `src/` (tsconfig paths, vitest and the lint resolver say the same).
      alias: { '@': path.join(root, 'src') },
    },
    module: { rules: [scriptRule, dependencyRule] },
    plugins: [
      new StudioPagesPlugin(
        publicPath,
        path.join(root, 'dist/entrypoints.json'),
        `${release.name}@${release.version}`,
      ),
    ],
    optimization: {
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, format: { comments: false } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The demo's own scripts (the mock service worker's bootstrap): never part of dist/. */
export function demoConfig(production: boolean): Configuration {
  return {
    name: 'demo',
    mode: production ? 'production' : 'development',
    context: root,
    entry: {
      mocks: './fixtures/demo/client/mocks.ts',
    },
    devtool: 'source-map',
    target: 'browserslist',
    output: {
      path: path.join(root, 'dist-demo'),
      publicPath: '/demo-assets/',
      filename: '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // `@/` is `src/` (tsconfig paths, vitest and the lint resolver say the same).
      alias: { '@': path.join(root, 'src') },
    },
    module: { rules: [scriptRule, dependencyRule] },
    // msw's production code in both modes (webpack's own `nodeEnv`, which a DefinePlugin of the same
    // key would contradict in a development build).
    optimization: {
      nodeEnv: 'production',
      minimizer: [new EsbuildPlugin({ target: support.target })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * `ROUTES_DUMP=<dump file> npm run build` refuses to build when the platform's
 * route dump lacks a route the widgets resolve (the check of `npm run check-routes`).
 */
function checkRoutesDump(file: string): void {
  const problems = checkRouteDump(
    readRouteDump(file, 200, readFileSync(file, 'utf8')),
    widgetRequiredRoutes,
  );
  if (problems.length) throw new Error(`${file}: ${formatProblems(problems)}`);
}

export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const production = argv.mode !== 'development';
  if (process.env.ROUTES_DUMP) checkRoutesDump(process.env.ROUTES_DUMP);
  return [widgetsConfig(production), studioConfig(production), demoConfig(production)];
};

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BannerPlugin, Compilation } = require(require.resolve('webpack', { paths: [__dirname] }));
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const tailwindcss = require('@tailwindcss/postcss');
const { PrecompressPlugin } = require('./precompress.cjs');

// webpack's own minimizer plugin (it ships swc support); resolved through webpack so the
// version always matches the pinned webpack.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/** swc for browser code; `swcrc: false` keeps the repository's .swcrc (written for the Node services) out. */
function swcOptions(development) {
  return {
    swcrc: false,
    sourceMaps: true,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      target: 'es2022',
    },
  };
}

/**
 * The shell's entry script as `async` (html-webpack-plugin writes `defer` at most): it waits for the
 * document itself (shell/src/index.ts), so it need not run at the end of parsing, in the task that
 * also lays the page out, which made one long task of both.
 */
class AsyncEntryScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(AsyncEntryScriptPlugin.name, (compilation) =>
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(AsyncEntryScriptPlugin.name, (data) => {
        for (const script of data.assetTags.scripts) {
          delete script.attributes.defer;
          script.attributes.async = true;
        }
        return data;
      }),
    );
  }
}

/** Dev-server port of every front-end app. The shell's dev runtime config points at the remotes' ports. */
const DEV_PORTS = { shell: 3100, shop: 3101, adventures: 3102, admin: 3103 };

/**
 * What each remote exposes, by name, with what it is: `<name>` is `src/exposes/<name>.ts` of the
 * remote, loaded by the shell as `<remote>/<name>` (its type RemoteModuleId is read from this file).
 */
const REMOTES = require('./remotes.json');

/**
 * The one list of Module Federation singletons. Subpaths that apps import directly are listed
 * too (`react/jsx-runtime` comes from the automatic JSX transform), so no app bundles a
 * second React. The shell loads them first; remotes reuse what is loaded ('loaded-first').
 */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', '@tanstack/react-query', '@atelier/ui'];

/** The request the slim router module (react-router.mjs) reaches the real package through. */
const ROUTER_FULL = '@atelier/react-router-full';

function packageVersion(request, dirname) {
  const name = request.startsWith('@') ? request.split('/', 2).join('/') : request.split('/')[0];
  return require(require.resolve(`${name}/package.json`, { paths: [dirname] })).version;
}

/**
 * react-router's ES module build. Its package exports only the development build; the
 * production one sits beside it and drops the dev-time warnings.
 */
function reactRouterModule(dirname, production) {
  const root = path.dirname(require.resolve('react-router/package.json', { paths: [dirname] }));
  const file = path.join(root, 'dist', production ? 'production' : 'development', 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`react-router's ES module build is not at ${file}; update reactRouterModule()`);
  return file;
}

function sharedSingletons(dirname) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = packageVersion(request, dirname);
      const shared = { singleton: true, eager: false, requiredVersion: `^${version}` };
      // Shared as its declarative API only, see react-router.mjs; the version is stated because
      // the provided file is not inside the react-router package.
      if (request === 'react-router')
        Object.assign(shared, { import: path.join(__dirname, 'react-router.mjs'), shareKey: request, version });
      return [request, shared];
    }),
  );
}

/**
 * The singletons of the server builds: the shell's server bundle provides them to every remote it
 * loads, and a remote never brings a copy of its own (a second React would be an invalid hook
 * call). react-router is shared whole: the server renders with its StaticRouter.
 */
function serverSingletons(dirname, { provide }) {
  return Object.fromEntries(
    SINGLETONS.filter((request) => request !== 'react-dom/client').map((request) => {
      const version = packageVersion(request, dirname);
      return [request, { singleton: true, eager: false, requiredVersion: `^${version}`, ...(!provide && { import: false }) }];
    }),
  );
}

/**
 * The global variable a remote's remoteEntry.js defines. Not the bare remote name: the
 * federation runtime looks for an already loaded container on `window[<name>]`, and the home
 * page's `id="adventures"` section would be found there (browsers expose elements by id).
 * The shell registers remotes with the same name (shell/src/remotes/runtimeConfig.ts).
 */
function remoteGlobalName(name) {
  return `atelier_remote_${name}`;
}

/** What `/runtime-config.json` answers in development: every remote on its own dev server. */
function devRuntimeConfig() {
  const remotes = Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://localhost:${port}/remoteEntry.js`]),
  );
  return { remotes };
}

/**
 * Webpack config of a front-end app: the shell or a remote (one of remotes.json).
 *
 * @param {object} options
 * @param {keyof typeof DEV_PORTS} options.name Module Federation container name.
 * @param {string} options.dirname The app's folder (`__dirname` of its webpack.config.cjs).
 * @param {string} options.title Page title of the app's index.html.
 * @param {string} [options.description] Meta description of the app's index.html.
 */
function createAppConfig({ name, dirname, title, description = '' }) {
  const isShell = name === 'shell';
  const exposes =
    REMOTES[name] && Object.fromEntries(Object.keys(REMOTES[name]).map((module) => [`./${module}`, `./src/exposes/${module}.ts`]));

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const browser = browserConfig(production);
    // Production also builds what the render process loads (render/README.md): the shell's
    // server bundle, and each remote's server container next to its browser files.
    return production ? [browser, createServerConfig({ name, dirname, exposes })] : browser;
  };

  function browserConfig(production) {
    const hashed = production ? '.[contenthash:8]' : '';
    // A production remote is only ever loaded by the shell: it reuses the shell's federation
    // runtime (about 20 KB gzipped less per remote on every page) and has no page of its own.
    // In development every remote keeps its standalone page and its own runtime.
    const standalone = isShell || !production;

    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: standalone ? { main: './src/index.ts' } : {},
      target: ['web', 'es2022'],
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        // The shell always lives at /; a remote works out its base from where remoteEntry.js came from.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        // The server build writes dist/server in the same run.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '...'],
        // `source` first: workspace libraries are compiled from their TypeScript sources.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        alias: { [`${ROUTER_FULL}$`]: reactRouterModule(dirname, production) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(!production) },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { importLoaders: 1 } },
              {
                loader: 'postcss-loader',
                options: { postcssOptions: { plugins: [tailwindcss({ optimize: production ? { minify: true } : false })] } },
              },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes && { filename: 'remoteEntry.js', exposes, library: { type: 'var', name: remoteGlobalName(name) } }),
          shared: sharedSingletons(dirname),
          shareStrategy: 'loaded-first',
          dts: false,
          // A production remote's mf-manifest.json lists each exposed module's scripts and styles:
          // what a server-rendered page links in its head.
          manifest: production && !standalone,
          // Remotes are registered from runtime config, never from manifests: drop the snapshot and Node code.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // The shell publishes its runtime on globalThis; production remotes use it.
            ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
          },
        }),
        new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
        standalone &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            chunks: ['main'],
            title,
            description,
          }),
        isShell && new AsyncEntryScriptPlugin(),
        // V8 compiles every function of the entry (the federation runtime, nearly all of it run at
        // startup) while the script streams in, off the main thread, instead of one by one as each is
        // first called. After minification, which would drop the comment; before the source map.
        production &&
          new BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            include: /^main\..*\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        // `.br` and `.gz` copies that both gateways send as they are (gateway/README.md).
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
      },
      devServer: {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        // The shell (another origin in development) loads remote chunks and styles.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/media'], target: process.env.GATEWAY_URL ?? 'http://localhost:8080' }],
        // Straight to this dev server, also when the page comes through the gateway (`npm run dev`).
        client: { webSocketURL: { port: DEV_PORTS[name] } },
        setupMiddlewares: (middlewares) =>
          isShell
            ? [
                { name: 'runtime-config', path: '/runtime-config.json', middleware: (_req, res) => res.json(devRuntimeConfig()) },
                ...middlewares,
              ]
            : middlewares,
      },
    };
  }
}

/**
 * The server build of an app (dist/server), for the render process: Node code, one React
 * (provided by the shell's bundle), remotes loaded over HTTP by Module Federation's Node runtime
 * exactly as the browser loads theirs. Styles are the browser build's; here they compile to nothing.
 */
function createServerConfig({ name, dirname, exposes }) {
  const isShell = name === 'shell';
  return {
    name: 'server',
    mode: 'production',
    context: dirname,
    target: 'async-node',
    entry: isShell ? { server: './src/server/entry.tsx' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist/server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].js',
      // Remote chunks are fetched from beside the remoteEntry.js they were registered with.
      publicPath: '',
      uniqueName: `${name}_server`,
      clean: true,
      ...(isShell && { library: { type: 'commonjs2' } }),
    },
    externalsPresets: { node: true },
    resolve: {
      extensions: ['.ts', '.tsx', '...'],
      conditionNames: ['source', 'node', 'import', 'module', 'default'],
      // Its `node` export is the development build.
      alias: { 'react-router$': reactRouterModule(dirname, true) },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(false) } },
        { test: /\.css$/, use: path.join(__dirname, 'empty-loader.cjs') },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes && { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        // The only kind of remote the Node runtime loads (fetched and run as CommonJS).
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: serverSingletons(dirname, { provide: isShell }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { asyncStartup: isShell, optimization: { disableSnapshot: true, target: 'node' } },
      }),
    ],
    optimization: { minimize: false },
  };
}

module.exports = { createAppConfig, remoteGlobalName };

// The host builds twice: the browser bundle (dist/client, served at /assets/) and the whole
// Express server (dist/server/server.js). Both carry the same federation settings, so the server
// and the browser load remotes the same way (notes/module-federation.md).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('@portal/shared-kernel/build/shared-dependencies');
const { moduleRules, resolve, outputNames } = require('@portal/shared-kernel/build/webpack-common');
const { CompileHintsPlugin } = require('@portal/shared-kernel/build/compile-hints-plugin');

const PUBLIC_PATH = '/assets/';
const resiliencePlugin = path.join(__dirname, 'src/federation/resilience-plugin.ts');
const loadStepsPlugin = path.join(__dirname, 'src/federation/load-steps-plugin.ts');

/**
 * The federation packages ship ESM and CommonJS builds; the runtime-providing plugin is added by
 * `require.resolve` (its CommonJS build), which drags a second copy of the whole runtime into the
 * bundle. Pointing every CommonJS file of those packages at its ESM twin keeps one copy.
 */
function singleFederationRuntime() {
  return new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/](inject-external-runtime-core-plugin|runtime-tools|runtime-core|runtime|sdk|error-codes)[\\/]dist[\\/].*\.cjs$/,
    (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    },
  );
}

/**
 * Gives the entry script a content hash and writes the entry scripts to assets.json, for the
 * server's HTML. (The federation runtime cannot have a hash in the entry chunk's name template,
 * so the entry is emitted as `main.js` and renamed here, once its content is final.)
 */
class AssetsJsonPlugin {
  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AssetsJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main');
          const scripts = [];
          for (const chunk of entry.chunks) {
            for (const file of [...chunk.files]) {
              if (!file.endsWith('.js')) continue;
              const hash = util
                .createHash('sha256')
                .update(compilation.getAsset(file).source.buffer())
                .digest('hex')
                .slice(0, 8);
              const hashed = file.replace(/\.js$/, `.${hash}.js`);
              compilation.renameAsset(file, hashed);
              chunk.files.delete(file);
              chunk.files.add(hashed);
              scripts.push(`${PUBLIC_PATH}${hashed}`);
            }
          }
          compilation.emitAsset(
            'assets.json',
            new sources.RawSource(JSON.stringify({ scripts }, null, 2)),
          );
        },
      );
    });
  }
}

function federation(mode, target) {
  return new ModuleFederationPlugin({
    name: 'host',
    remotes: {},
    shared: sharedDependencies(mode),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    ...(target === 'node'
      ? {
          remoteType: 'script',
          runtimePlugins: [
            require.resolve('@module-federation/node/runtimePlugin'),
            resiliencePlugin,
          ],
        }
      : {
          runtimePlugins: [resiliencePlugin, loadStepsPlugin],
          // The browser gets remote entries, not manifests (the server reads those), so the
          // runtime can leave out manifest handling. The host provides its runtime to every
          // remote (their entries are built with externalRuntime), so it loads once per page.
          experiments: {
            provideExternalRuntime: true,
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
  });
}

// Everything the pages use is bundled into the server, so the host and every remote share one
// React (a package left in node_modules would require a second copy). Only server-only packages
// stay external.
const SERVER_ONLY_PACKAGES = ['express', 'compression', 'http-proxy-middleware', 'cookie'];

function serverExternals({ request }, callback) {
  const external = SERVER_ONLY_PACKAGES.some(
    (name) => request === name || request.startsWith(`${name}/`),
  );
  return external ? callback(null, `commonjs ${request}`) : callback();
}

module.exports = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const base = {
    mode,
    context: __dirname,
    resolve,
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
  const client = {
    ...base,
    name: 'host:browser',
    target: 'web',
    entry: { main: './src/client/entry.ts' },
    module: { rules: moduleRules(mode, 'web') },
    output: {
      ...outputNames(),
      path: path.join(__dirname, 'dist', 'client'),
      publicPath: PUBLIC_PATH,
      filename: '[name].js',
      uniqueName: 'host',
      clean: true,
    },
    plugins: [
      federation(mode, 'web'),
      new AssetsJsonPlugin(),
      singleFederationRuntime(),
      // The shell, its bootstrap and the federation runtime run on every page.
      new CompileHintsPlugin({
        ownStartupModules: /[\\/]host[\\/]src[\\/](client|shell|federation)[\\/]/,
      }),
    ],
  };
  const server = {
    ...base,
    name: 'host:node',
    target: 'async-node',
    entry: { server: './src/server/entry.ts' },
    module: { rules: moduleRules(mode, 'node') },
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    externals: [serverExternals],
    output: {
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      path: path.join(__dirname, 'dist', 'server'),
      publicPath: PUBLIC_PATH,
      uniqueName: 'host_node',
      chunkFormat: 'commonjs',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [federation(mode, 'node')],
  };
  return [server, client];
};

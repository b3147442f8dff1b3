// One config, two bundles, one manifest (notes/module-federation.md): a remote builds for the
// browser (`dist/`) and for Node (`dist/server/`), and the browser build's mf-manifest.json names
// the Node entry as `ssrRemoteEntry`, so the host's server picks it by itself.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');
const { moduleRules, resolve, outputNames } = require('./webpack-common');
const { CompileHintsPlugin } = require('./compile-hints-plugin');

const REMOTE_ENTRY = 'remoteEntry.js';

function federation({ name, exposes, mode, target }) {
  const common = {
    name,
    filename: REMOTE_ENTRY,
    exposes,
    shared: sharedDependencies(mode),
    shareStrategy: 'loaded-first',
    dts: false,
  };
  if (target === 'node') {
    return new ModuleFederationPlugin({
      ...common,
      library: { type: 'commonjs-module', name },
      remoteType: 'script',
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      manifest: false,
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    // In the browser the host provides the federation runtime (externalRuntime), so each remote
    // entry stays small; the browser registers remote entries directly, so no manifest code.
    experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
    manifest: {
      additionalData: ({ stats }) => {
        stats.metaData.ssrRemoteEntry = {
          name: REMOTE_ENTRY,
          path: 'server/',
          type: 'commonjs-module',
        };
        return stats;
      },
    },
  });
}

/**
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} remote
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
function createRemoteConfigs({ dir, name, exposes }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const base = {
      mode,
      context: dir,
      entry: {},
      resolve,
      devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
    };
    const browser = {
      ...base,
      name: `${name}:browser`,
      target: 'web',
      module: { rules: moduleRules(mode, 'web') },
      output: {
        ...outputNames(),
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        clean: { keep: /^server\// },
      },
      plugins: [federation({ name, exposes, mode, target: 'web' }), new CompileHintsPlugin()],
    };
    const node = {
      ...base,
      name: `${name}:node`,
      target: 'async-node',
      module: { rules: moduleRules(mode, 'node') },
      output: {
        ...outputNames(),
        path: path.join(dir, 'dist', 'server'),
        // Webpack's automatic public path only works in browsers. With none, the federation node
        // runtime resolves chunks against the URL it loaded the entry from (its fallback path).
        publicPath: '',
        uniqueName: `${name}_node`,
        chunkFormat: 'commonjs',
        clean: true,
      },
      plugins: [federation({ name, exposes, mode, target: 'node' })],
    };
    return [node, browser];
  };
}

module.exports = { createRemoteConfigs };

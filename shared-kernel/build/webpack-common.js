// Build settings every webpack build of the portal shares: TypeScript through swc, assets with
// content hashes, the same resolution rules. Host and remotes compose their configs from these.
const path = require('node:path');

const swcOptions = (mode, target) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: target === 'node' ? 'es2022' : 'es2020',
    transform: {
      react: {
        runtime: 'automatic',
        importSource: '@emotion/react',
        development: mode === 'development',
      },
    },
  },
});

/** Module rules: our TypeScript (including workspace packages, which resolve to real paths). */
function moduleRules(mode, target) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions(mode, target) },
    },
    {
      test: /\.(woff2?|png|jpe?g|svg|webp|gif)$/,
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: target !== 'node' },
    },
    { test: /\.json$/, type: 'json' },
  ];
}

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
};

/** Output names: content-hashed everywhere except the federation entry the manifest names. */
function outputNames() {
  return {
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
  };
}

const repoRoot = path.join(__dirname, '..', '..');

module.exports = { moduleRules, resolve, outputNames, repoRoot, swcOptions };

const { createRemoteConfigs } = require('@portal/shared-kernel/build/webpack-remote');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_collections',
  exposes: {
    './collections': './src/routes/collections/index.ts',
    './entity': './src/routes/entity/index.ts',
    './collection-type': './src/routes/collection-type/index.ts',
  },
});

const { createRemoteConfigs } = require('@portal/shared-kernel/build/webpack-remote');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_item',
  exposes: {
    './item': './src/routes/item/index.ts',
  },
});

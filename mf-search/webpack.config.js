const { createRemoteConfigs } = require('@portal/shared-kernel/build/webpack-remote');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_search',
  exposes: {
    './search': './src/routes/search/index.ts',
  },
});

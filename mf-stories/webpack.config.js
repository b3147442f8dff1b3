const { createRemoteConfigs } = require('@portal/shared-kernel/build/webpack-remote');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_stories',
  exposes: {
    './home': './src/routes/home/index.ts',
    './page': './src/routes/page/index.ts',
  },
});

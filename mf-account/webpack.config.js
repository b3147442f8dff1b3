const { createRemoteConfigs } = require('@portal/shared-kernel/build/webpack-remote');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_account',
  exposes: {
    './login': './src/routes/login/index.ts',
    './account': './src/routes/account/index.ts',
    './galleries': './src/routes/galleries/index.ts',
    './gallery': './src/routes/gallery/index.ts',
  },
});

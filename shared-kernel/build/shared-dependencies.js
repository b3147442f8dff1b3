// The one list of modules every part of the portal shares as singletons through Module
// Federation (ARCHITECTURE.md, "Module Federation rules"). Host and remotes build with this list,
// so a remote built by another team still lands on the host's React, router, stores and i18n.
const path = require('node:path');

const rootPackage = require(path.join(__dirname, '..', '..', 'package.json'));
const kernelPackage = require(path.join(__dirname, '..', 'package.json'));

/** Packages shared as singletons, with the version each consumer requires. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@remix-run/router',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
];

/**
 * Deep imports shared explicitly: the `react/` prefix form lost `singleton` in the manifest
 * (notes/module-federation.md), and the JSX runtimes must come from the same React and emotion.
 */
const SINGLETON_DEEP_IMPORTS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  '@emotion/react/jsx-runtime': '@emotion/react',
};

/** Development builds compile JSX to the dev runtimes, which must be shared as well. */
const DEV_DEEP_IMPORTS = {
  'react/jsx-dev-runtime': 'react',
  '@emotion/react/jsx-dev-runtime': '@emotion/react',
};

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] }))
    .version;
}

/** The `shared` option of ModuleFederationPlugin for every host and remote build. */
function sharedDependencies(mode = 'production') {
  const shared = {};
  const deepImports =
    mode === 'development'
      ? { ...SINGLETON_DEEP_IMPORTS, ...DEV_DEEP_IMPORTS }
      : SINGLETON_DEEP_IMPORTS;
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const [request, owner] of Object.entries(deepImports)) {
    const version = installedVersion(owner);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  shared['@portal/shared-kernel'] = {
    singleton: true,
    requiredVersion: `^${kernelPackage.version}`,
    version: kernelPackage.version,
  };
  return shared;
}

module.exports = { sharedDependencies, SINGLETON_PACKAGES, rootPackage };

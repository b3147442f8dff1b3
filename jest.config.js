// Unit tests live next to the code they test (*.test.ts[x]); one project per package so each
// gets the right environment (jsdom for UI packages, node for servers).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

const base = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages are compiled to CommonJS like our own code (marked: the gateway's content).
  transformIgnorePatterns: ['/node_modules/(?!(lucide-react|@portal|marked)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '\\.(woff2?|png|jpe?g|svg|webp)$': '<rootDir>/../jest.file-stub.js',
  },
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.setup-dom.js'] : [],
});

module.exports = {
  projects: [
    base('shared-kernel', 'jsdom'),
    base('host', 'jsdom'),
    base('mf-search', 'jsdom'),
    base('mf-item', 'jsdom'),
    base('mf-collections', 'jsdom'),
    base('mf-stories', 'jsdom'),
    base('mf-account', 'jsdom'),
    base('gateway', 'node'),
  ],
};

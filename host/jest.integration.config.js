// Integration tests start the real processes (gateway, release server, host) from the builds of
// `npm run build` and talk HTTP to them.
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.integration.test.ts'],
  testTimeout: 120_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
    ],
  },
  roots: [path.join(__dirname, 'test')],
};

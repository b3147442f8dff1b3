require('@testing-library/jest-dom');
// jsdom lacks the encoders React 19 server rendering and react-router use.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

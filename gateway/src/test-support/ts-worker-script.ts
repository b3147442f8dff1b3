import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a plain-JS worker script into `dir` that runs the TypeScript worker `tsFile` through
 * swc, as jest does for tests; returns its path. Worker threads load files themselves, outside
 * jest's transform, so a test of code that starts a worker points it at this script.
 */
export function tsWorkerScript(dir: string, tsFile: string): string {
  const script = path.join(dir, `${path.basename(tsFile, '.ts')}.js`);
  fs.writeFileSync(
    script,
    `const fs = require('node:fs');
     const { transformSync } = require(${JSON.stringify(require.resolve('@swc/core'))});
     require.extensions['.ts'] = (module, filename) => {
       const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
         filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
       });
       module._compile(code, filename);
     };
     require(${JSON.stringify(tsFile)});`,
  );
  return script;
}

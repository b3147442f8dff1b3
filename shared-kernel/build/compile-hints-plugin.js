// V8's explicit compile hints (Chrome 136+): a script that starts with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
// that streams the script while it downloads, instead of one by one on the main thread the
// first time each is called. The scripts every page runs while it loads and hydrates (React, the
// router, i18next, MobX, shared-kernel, the host's shell, the page's route module) call most of
// their functions then, so their compilation leaves the main thread's long tasks. Other scripts
// keep lazy compilation: a feature loaded on demand calls few of its functions, and eager
// compilation would only cost time. Browsers without the feature ignore the comment.

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chromium streams (and so compiles off the main thread) only scripts above about 30 KB; a hint
 * on a smaller one would compile it eagerly on the main thread, the opposite of the aim.
 */
const MIN_STREAMED_BYTES = 30 * 1024;

/** Packages every page runs at start-up (the shared singletons of the design). */
const STARTUP_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|i18next|react-i18next|mobx|mobx-react-lite|@emotion[\\/][^\\/]+)[\\/]|[\\/]shared-kernel[\\/]src[\\/]/;

/**
 * Whether a page runs the chunk while it loads: an entry chunk, a remote's exposed route module
 * (`__federation_expose_*`: the page itself), or one holding a module of the start-up packages or
 * of `ownStartupModules`.
 */
function isStartupChunk(chunk, compilation, ownStartupModules) {
  if (chunk.canBeInitial() || chunk.name?.startsWith('__federation_expose_')) return true;
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const resource = module.resource ?? module.rootModule?.resource;
    if (!resource) continue;
    if (STARTUP_PACKAGES.test(resource) || ownStartupModules?.test(resource)) return true;
  }
  return false;
}

class CompileHintsPlugin {
  /** @param {{ ownStartupModules?: RegExp }} [options] the build's own modules every page runs */
  constructor(options = {}) {
    this.ownStartupModules = options.ownStartupModules;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before the real content hashes are taken,
        // so file names follow the hinted content.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            if (!isStartupChunk(chunk, compilation, this.ownStartupModules)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const asset = compilation.getAsset(file);
              if (!asset || asset.source.size() < MIN_STREAMED_BYTES) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT, MIN_STREAMED_BYTES };

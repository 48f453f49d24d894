// Which federation singletons a build provides, and which a remote's exposed
// module needs before it can run, written by every production build as
// shared-needs.json beside its scripts.
//
// The prerenderer names a remote page's scripts for its hydration
// (tools/site/prerender.ts). The remote's mf-manifest.json gives the chunks of
// its exposed module and of each shared module, but not which shared modules
// the page waits for: its `requires` stops at the exposed module's own
// imports (formik, @hikari/shared/forms), while the forms module needs yup in
// turn. This file follows the imports through the shared modules too, and
// says which singletons the shell itself provides, so a page names the
// remote's copy of exactly those the shell has none of.
import webpack from 'webpack';

export const SHARED_NEEDS_FILE = 'shared-needs.json';

export interface SharedNeeds {
  /** The share keys of the singletons this build provides. */
  provides: string[];
  /** For each exposed module (its name, e.g. `routes`): every share key it needs before it runs. */
  exposes: Record<string, string[]>;
}

/** The federation plugin's module types (@module-federation/enhanced's sharing modules). */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

function shareKeyOf(module: webpack.Module): string | undefined {
  return (module as { options?: { shareKey?: string } }).options?.shareKey;
}

/**
 * The share keys the modules of `start` need before they run: the singletons
 * they import, and those each singleton's own module imports, on and on.
 * Only imports made at once count (not `import()`), except a shared module's
 * own fallback, which federation loads before handing the module over.
 */
function sharedKeysNeeded(compilation: webpack.Compilation, start: Iterable<webpack.Module>): string[] {
  const keys = new Set<string>();
  const seen = new Set<webpack.Module>();
  const queue = [...start];
  const follow = (dependency: webpack.Dependency) => {
    const target = compilation.moduleGraph.getModule(dependency);
    if (target && !seen.has(target)) queue.push(target);
  };
  while (queue.length) {
    const module = queue.pop() as webpack.Module;
    if (seen.has(module)) continue;
    seen.add(module);
    if (module.type === CONSUME_SHARED) {
      const key = shareKeyOf(module);
      if (key) keys.add(key);
      for (const block of module.blocks) block.dependencies.forEach(follow);
    }
    module.dependencies.forEach(follow);
  }
  return [...keys].sort();
}

/** The production build's shared-needs.json (SharedNeeds). */
export function sharedNeedsFile(): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SharedNeeds', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'SharedNeeds', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const provides = new Set<string>();
            for (const module of compilation.modules) {
              const name = (module as { _name?: string })._name;
              if (module.type === PROVIDE_SHARED && name) provides.add(name);
            }
            const exposes: Record<string, string[]> = {};
            for (const [name, group] of compilation.namedChunkGroups) {
              if (!name.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
              const modules = group.chunks.flatMap((chunk) => [
                ...compilation.chunkGraph.getChunkModulesIterable(chunk),
              ]);
              exposes[name.slice(EXPOSE_CHUNK_PREFIX.length)] = sharedKeysNeeded(compilation, modules);
            }
            const needs: SharedNeeds = { provides: [...provides].sort(), exposes };
            compilation.emitAsset(
              SHARED_NEEDS_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(needs)}\n`),
            );
          },
        );
      });
    },
  };
}

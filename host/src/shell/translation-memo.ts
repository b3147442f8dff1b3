import type { i18n as I18n } from 'i18next';

/**
 * Remembered translations for react-i18next's translate functions.
 *
 * Why: a server render translates the same shell strings (header, footer, consent, links) on every
 * request, and one i18next lookup costs tens of microseconds (option merging, key parsing,
 * fallback resolution, interpolation and nesting scans): about a fifth of the render of a page.
 * A translation depends only on the key, the call's options, the language and the resource
 * bundles, so the result of a call with plain options can be reused as long as those are the same.
 *
 * Bundles added by `ensureNamespace` are frozen objects shared by every request of the process
 * (shared-kernel/src/i18n/create-i18n.ts): requests whose language and bundles are the same
 * objects share one cache. An instance with a bundle that is not frozen (the browser's, made from
 * the page state) keeps a cache of its own. Either way the cache is dropped when a bundle is added
 * or removed or the language changes.
 */

type Cache = Map<string, string>;
type FixedT = ReturnType<I18n['getFixedT']>;

/** Bounds, so that options with ever new values (counts, names) cannot grow memory without end. */
const MAX_ENTRIES_PER_CACHE = 5_000;
const MAX_SHARED_CACHES = 200;

const sharedCaches = new Map<string, Cache>();
const bundleIds = new WeakMap<object, number>();
let nextBundleId = 1;

function bundleId(bundle: object): number {
  let id = bundleIds.get(bundle);
  if (id === undefined) {
    id = nextBundleId++;
    bundleIds.set(bundle, id);
  }
  return id;
}

/** The cache for the instance's language and bundles as they are now. */
function cacheOf(instance: I18n): Cache {
  const parts: string[] = [instance.language];
  for (const language of instance.languages ?? []) {
    const bundles = instance.store.data[language] ?? {};
    for (const namespace of Object.keys(bundles)) {
      const bundle = bundles[namespace];
      if (!bundle || typeof bundle !== 'object' || !Object.isFrozen(bundle)) return new Map();
      parts.push(`${language}:${namespace}#${bundleId(bundle)}`);
    }
  }
  const signature = parts.join(' ');
  let cache = sharedCaches.get(signature);
  if (!cache) {
    if (sharedCaches.size >= MAX_SHARED_CACHES) sharedCaches.clear();
    cache = new Map();
    sharedCaches.set(signature, cache);
  }
  return cache;
}

/**
 * The cache key of a call's options: no options, a default value, or a plain object of plain
 * values. Anything else (objects to interpolate, functions, selectors) is not remembered.
 */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options === 'string') return `"${options}`;
  if (options === null || typeof options !== 'object') return null;
  const prototype = Object.getPrototypeOf(options) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      return null;
    }
  }
  return JSON.stringify(options);
}

/** `getFixedT` of the instance, returning translate functions that remember their results. */
export function memoizedGetFixedT(instance: I18n): I18n['getFixedT'] {
  let cache: Cache | null = null;
  const forget = () => {
    cache = null;
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const getFixedT = (...args: Parameters<I18n['getFixedT']>): FixedT => {
    const fixedT = (instance.getFixedT as (...a: unknown[]) => FixedT)(...args);
    const [lng, ns, keyPrefix] = args as unknown[];
    if (typeof keyPrefix === 'function' || (lng !== null && typeof lng !== 'string')) {
      return fixedT;
    }
    const scope = `${JSON.stringify(ns ?? null)}\u0001${String(keyPrefix ?? '')}\u0001`;
    const translate = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const call = fixedT as unknown as (...a: unknown[]) => unknown;
      const language = lng ?? instance.language;
      const optionsPart = rest.length === 0 ? optionsKey(options) : null;
      // Only lookups in the instance's own language: the cache is keyed by its bundles.
      if (typeof key !== 'string' || optionsPart === null || language !== instance.language) {
        return call(key, options, ...rest);
      }
      cache ??= cacheOf(instance);
      const cacheKey = `${language}\u0001${scope}${key}\u0001${optionsPart}`;
      const remembered = cache.get(cacheKey);
      if (remembered !== undefined) return remembered;
      const value = call(key, options);
      if (typeof value === 'string') {
        if (cache.size >= MAX_ENTRIES_PER_CACHE) cache.clear();
        cache.set(cacheKey, value);
      }
      return value;
    };
    // react-i18next and <Trans> read these off a translate function.
    const {
      lng: fixedLng,
      lngs,
      ns: fixedNs,
      keyPrefix: fixedPrefix,
    } = fixedT as unknown as {
      lng?: string;
      lngs?: readonly string[];
      ns?: unknown;
      keyPrefix?: unknown;
    };
    return Object.assign(translate, {
      lng: fixedLng,
      lngs,
      ns: fixedNs,
      keyPrefix: fixedPrefix,
    }) as unknown as FixedT;
  };
  return getFixedT as I18n['getFixedT'];
}

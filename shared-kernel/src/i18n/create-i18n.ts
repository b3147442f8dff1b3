import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';
import { formatNumber } from './number-format';

export type Messages = Record<string, unknown>;
/** Loads one namespace's messages for one locale (a lazily loaded JSON chunk). */
export type MessagesLoader = (locale: LocaleCode) => Promise<Messages>;

export interface NamespaceSource {
  namespace: string;
  load: MessagesLoader;
}

/** The namespace of shared-kernel's own strings (components, errors, common words). */
export const COMMON_NAMESPACE = 'common';

/**
 * An i18next instance for one request (server) or the page (browser). Namespaces, one per
 * package, are added as their code loads; the resources given here are the ones the server
 * already rendered with, so the browser hydrates with exactly the same strings.
 */
export function createI18n(locale: LocaleCode, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    defaultNS: COMMON_NAMESPACE,
    ns: [COMMON_NAMESPACE],
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  // `{{count, number}}` the same on the server and in every browser (number-format.ts).
  instance.services.formatter?.add('number', (value, lng) => formatNumber(value, lng ?? locale));
  return instance;
}

/** One initialised, never used instance per locale, that request instances are cloned from. */
const requestTemplates = new Map<LocaleCode, I18n>();

/**
 * An i18n instance for one server request, with no resources yet.
 *
 * Initialising an i18next instance (language utilities, plural rules, interpolator, formatter,
 * their loggers) costs about a millisecond of CPU, on every request. A clone of a per-locale
 * template reuses those services, which hold no request data, and gets its own resource store,
 * translator, language state and namespace list, so a request never sees what another added.
 */
export function createRequestI18n(locale: LocaleCode): I18n {
  let template = requestTemplates.get(locale);
  if (!template) {
    template = createI18n(locale);
    requestTemplates.set(locale, template);
  }
  return template.cloneInstance({ forkResourceStore: true, ns: [COMMON_NAMESPACE] });
}

/**
 * Makes sure a namespace is loaded for a locale before a page renders with it.
 *
 * The loaded messages (one JSON module per namespace and locale, cached by the bundler) are
 * shared by every i18n instance of the process, one per request on the server: they are frozen
 * once and become the instance's bundle as they are, without i18next's defensive deep copy, so a
 * request costs no copying of messages, and the same messages are the same bundle object in every
 * instance (the shell's translation memo relies on that: `host/src/shell/translation-memo.ts`).
 */
export async function ensureNamespace(
  instance: I18n,
  source: NamespaceSource,
  locale: LocaleCode,
): Promise<void> {
  registerNamespace(instance, source);
  if (instance.hasResourceBundle(locale, source.namespace)) return;
  const messages = readOnly(unwrapJsonModule(await source.load(locale)));
  instance.addResourceBundle(locale, source.namespace, messages, false, false, { skipCopy: true });
  // i18next keeps a shallow copy of the top level; the frozen original is just as good to read.
  const bundles = instance.store.data[locale] as Record<string, unknown> | undefined;
  if (bundles) bundles[source.namespace] = messages;
}

/** The namespace sources an instance has loaded from, so a language switch can load them all. */
const namespaceSources = new WeakMap<I18n, Map<string, NamespaceSource>>();

/**
 * Tells the instance where a namespace comes from without loading it: a page hydrated in the
 * browser got its messages from the server and ran no loader, yet a language switch must load
 * them for the new language.
 */
export function registerNamespace(instance: I18n, source: NamespaceSource): void {
  sourcesOf(instance).set(source.namespace, source);
}

function sourcesOf(instance: I18n): Map<string, NamespaceSource> {
  let sources = namespaceSources.get(instance);
  if (!sources) {
    sources = new Map();
    namespaceSources.set(instance, sources);
  }
  return sources;
}

/**
 * Switches the page to another language once every namespace it has used is loaded for it.
 *
 * react-i18next re-renders on `languageChanged` only, not when a bundle arrives later; and
 * mobx `observer` components without props (the cookie banner, the filter button) are not
 * re-rendered by the navigation either. Changing the language first and loading its messages
 * after left them showing raw keys (`filters.toggle`), or the old language, until reloaded.
 */
export async function switchLanguage(instance: I18n, locale: LocaleCode): Promise<void> {
  await Promise.all(
    [...sourcesOf(instance).values()].map((source) => ensureNamespace(instance, source, locale)),
  );
  await instance.changeLanguage(locale);
}

/** The loaded resources of one locale, to serialise into the page. */
export function resourcesOf(instance: I18n, locale: LocaleCode): Resource {
  const data = instance.store?.data?.[locale];
  return data ? { [locale]: data } : {};
}

const frozen = new WeakSet<object>();

/** Freezes a messages tree, once per tree: sharing it between requests must stay safe. */
function readOnly(messages: Messages): Messages {
  if (frozen.has(messages)) return messages;
  const freeze = (value: unknown) => {
    if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
    Object.freeze(value);
    Object.values(value).forEach(freeze);
  };
  freeze(messages);
  frozen.add(messages);
  return messages;
}

/** A dynamically imported JSON module may come wrapped in `default`. */
function unwrapJsonModule(messages: Messages): Messages {
  const wrapped = messages as { default?: Messages; __esModule?: boolean };
  return wrapped.default && typeof wrapped.default === 'object' ? wrapped.default : messages;
}

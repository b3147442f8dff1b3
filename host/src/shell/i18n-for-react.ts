import type { i18n as I18n } from 'i18next';
import type { ReportNamespaces } from 'react-i18next';
import { memoizedGetFixedT } from './translation-memo';

/**
 * The i18n object handed to react-i18next's provider: a view of the page's instance with no own
 * properties. Between the two sits a layer with a `getFixedT` that remembers translations
 * (./translation-memo.ts) and the record of namespaces in use that react-i18next would otherwise
 * add to the view itself.
 *
 * Why a view: react-i18next's `useTranslation` copies the i18n object it gets from context
 * (`Object.create(proto, Object.getOwnPropertyDescriptors(i18n))`) once per component that calls
 * it. An i18next instance has some forty own properties (its bound methods and state), so on the
 * server, where every component mounts once per request, that copy was the largest single cost
 * of a render. Copying this view copies nothing.
 *
 * Reads fall through to the instance (language, options, store, bound `t`); inherited
 * event-emitter methods share the instance's listener table, so language changes in the browser
 * still reach every hook.
 */
export function i18nForReact(instance: I18n): I18n {
  const layer = Object.create(instance, {
    getFixedT: { value: memoizedGetFixedT(instance), enumerable: true },
    reportNamespaces: { value: usedNamespaces(), enumerable: true, writable: true },
  }) as I18n;
  return Object.create(layer) as I18n;
}

/** What react-i18next records of the namespaces components use (its own class is not exported). */
function usedNamespaces(): ReportNamespaces {
  const used = new Set<string>();
  return {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
        used.add(namespace);
      }
    },
    getUsedNamespaces: () => [...used],
  };
}

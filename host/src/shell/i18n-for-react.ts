import type { i18n as I18n } from 'i18next';
import { memoizedGetFixedT } from './translation-memo';

/**
 * The i18n object handed to react-i18next's provider: a view of the page's instance whose only
 * own property is a `getFixedT` that remembers translations (./translation-memo.ts).
 *
 * Why a view: react-i18next's `useTranslation` copies the i18n object it gets from context
 * (`Object.create(proto, Object.getOwnPropertyDescriptors(i18n))`) once per component that calls
 * it. An i18next instance has some forty own properties (its bound methods and state), so on the
 * server, where every component mounts once per request, that copy was the largest single cost
 * of a render. Copying this view copies one property.
 *
 * Reads fall through to the instance (language, options, store, bound `t`); inherited
 * event-emitter methods share the instance's listener table, so language changes in the browser
 * still reach every hook.
 */
export function i18nForReact(instance: I18n): I18n {
  const view = Object.create(instance) as I18n;
  Object.defineProperty(view, 'getFixedT', {
    value: memoizedGetFixedT(instance),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return view;
}

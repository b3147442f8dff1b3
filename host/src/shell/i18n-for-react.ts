import type { i18n as I18n } from 'i18next';

/**
 * The i18n object handed to react-i18next's provider: a view of the page's instance with no
 * own properties (its prototype is the instance).
 *
 * Why: react-i18next's `useTranslation` copies the i18n object it gets from context
 * (`Object.create(proto, Object.getOwnPropertyDescriptors(i18n))`) once per component that calls
 * it. An i18next instance has some forty own properties (its bound methods and state), so on the
 * server, where every component mounts once per request, that copy was the largest single cost
 * of a render. Copying this view copies nothing.
 *
 * Reads fall through to the instance (language, options, store, bound `t` and `getFixedT`);
 * inherited event-emitter methods share the instance's listener table, so language changes in
 * the browser still reach every hook.
 */
export function i18nForReact(instance: I18n): I18n {
  return Object.create(instance) as I18n;
}

import { movedPermanently } from './results';
import { type SiteRule } from './types';
import { withLocale } from './paths';

// `[/{locale}]/set[/{rest}]` -> `[/{locale}]/galleries[/{rest}]`: user sets were renamed galleries.
const SET = /^\/set((?:\/.*)?)$/;

export const setGalleriesRule: SiteRule = ({ locale, path }, query) => {
  const match = SET.exec(path);
  return match ? movedPermanently(withLocale(locale, `/galleries${match[1] ?? ''}`), query) : null;
};

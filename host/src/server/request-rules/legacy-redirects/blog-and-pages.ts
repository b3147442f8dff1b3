import { movedPermanently, movedPermanentlyOffSite } from './results';
import { PAGE_REDIRECTS, type PageRedirect } from './tables/page-redirects';
import { type LegacyQuery, type SiteRule } from './types';
import { withLocale } from './paths';

// Pages that moved inside the current site (blog, exhibitions listing, privacy, professionals,
// share-your-data, rights pages), with or without a locale segment (spec §2.4). The locale stays
// where it was. A target with its own query (`/stories?type=story`) adds it to the request's
// query; off-site targets get none.

function matchRedirect({ from, to }: PageRedirect, path: string): string | null {
  if (!from.endsWith('*')) return path === from ? to : null;
  const fromPrefix = from.slice(0, -1);
  if (!path.startsWith(fromPrefix)) return null;
  return to.endsWith('*') ? `${to.slice(0, -1)}${path.slice(fromPrefix.length)}` : to;
}

function splitTarget(target: string): { path: string; query: LegacyQuery } {
  const [path = '', search = ''] = target.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

export const pageRedirectsRule: SiteRule = ({ locale, path }, query) => {
  for (const redirect of PAGE_REDIRECTS) {
    const target = matchRedirect(redirect, path);
    if (target === null) continue;
    if (/^https?:\/\//.test(target)) return movedPermanentlyOffSite(target);
    const { path: targetPath, query: targetQuery } = splitTarget(target);
    return movedPermanently(withLocale(locale, targetPath), { ...query, ...targetQuery });
  }
  return null;
};

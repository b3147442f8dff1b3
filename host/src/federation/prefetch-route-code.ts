import { getInstance } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteRoute } from '../routes/route-table';

/** The part of a remote's `mf-manifest.json` that says which files an exposed module needs. */
export interface ExposeAssetsManifest {
  exposes?: Array<{
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }>;
}

/**
 * The files a visit to a remote's page will load, beside its entry: the exposed route module's
 * own chunks and its strings in the page's language (chunks named `{namespace}-{lang}-json`).
 * Other on-demand chunks (a viewer, a facet panel) are left to the click: they may never be used.
 */
export function routeCodeUrls(
  manifest: ExposeAssetsManifest,
  entryUrl: string,
  expose: string,
  lang: string,
): string[] {
  const base = releaseFolder(entryUrl);
  const exposed = manifest.exposes?.find((candidate) => candidate.path === expose);
  const js = exposed?.assets?.js;
  const strings = (js?.async ?? []).filter((file) => file.includes(`-${lang}-json.`));
  return [entryUrl, ...(js?.sync ?? []), ...strings].map((file) =>
    file === entryUrl ? file : base + file,
  );
}

/** A remote's entry, manifest and chunks sit in one release folder. */
function releaseFolder(entryUrl: string): string {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

const manifests = new Map<string, Promise<ExposeAssetsManifest | null>>();
const prefetched = new Set<string>();

function manifestOf(entryUrl: string): Promise<ExposeAssetsManifest | null> {
  const url = `${releaseFolder(entryUrl)}mf-manifest.json`;
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<ExposeAssetsManifest>) : null))
      .catch(() => null);
    manifests.set(url, pending);
  }
  return pending;
}

/**
 * Downloads, without running, the code of a remote's page: `<link rel="prefetch">` puts the
 * files in the HTTP cache, and the federation runtime takes them from there on the click. Running
 * a remote entry while the current page is still loading costs main-thread time (a long task per
 * remote under a slow CPU) for a page the visitor may never open; parsing it on the click is
 * cheap next to the network round trips it saves.
 */
export async function prefetchRouteCode(
  route: Pick<RemoteRoute, 'remote' | 'expose'>,
  doc: Document = document,
): Promise<void> {
  const name = containerName(route.remote);
  const entry = getInstance()?.options.remotes.find((remote) => remote.name === name);
  const entryUrl = entry && 'entry' in entry ? entry.entry : undefined;
  if (!entryUrl) return;
  const manifest = await manifestOf(entryUrl);
  const urls = manifest
    ? routeCodeUrls(manifest, entryUrl, route.expose, doc.documentElement.lang)
    : [entryUrl];
  for (const url of urls) {
    if (prefetched.has(url)) continue;
    prefetched.add(url);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    doc.head.appendChild(link);
  }
}

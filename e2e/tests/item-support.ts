import { createHash } from 'node:crypto';
import { DEFAULT_PORTAL } from '../support/ports';

/**
 * Helpers of the item suites: they choose items from whatever data the gateway holds (the seed
 * grows while the portal is built), so the tests follow the data instead of naming records.
 */
export const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTAL.gatewayPort}`;

interface SearchBody {
  items?: Array<{ id: string; type?: string; dcTitleLangAware?: Record<string, string[]> }>;
}

export interface RecordBody {
  object: {
    about: string;
    type: string;
    aggregations: Array<{
      edmIsShownBy?: string;
      hasView?: string[];
      edmRights?: { def?: string[] };
    }>;
    proxies: Array<{ dcTitle?: Record<string, string[]> }>;
  };
}

async function json<T>(path: string, params: Record<string, string> = {}): Promise<T | undefined> {
  const response = await fetch(`${gatewayUrl}${path}?${new URLSearchParams(params)}`);
  return response.ok ? ((await response.json()) as T) : undefined;
}

export async function searchIds(query: string, qf?: string, rows = 60): Promise<string[]> {
  const body = await json<SearchBody>('/record/search.json', {
    query,
    rows: String(rows),
    profile: 'minimal',
    ...(qf ? { qf } : {}),
  });
  return (body?.items ?? []).map((item) => item.id);
}

export function recordOf(id: string): Promise<RecordBody | undefined> {
  return json<RecordBody>(`/record${id}.json`);
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Whether the media proxy serves the record's main media (a local file). */
async function mediaServed(record: RecordBody): Promise<boolean> {
  const media = record.object.aggregations[0]?.edmIsShownBy;
  if (!media) return false;
  const response = await fetch(`${gatewayUrl}/media${record.object.about}/${md5(media)}`, {
    method: 'HEAD',
  });
  return response.ok;
}

/** The first record among `ids` that `accept` takes, or undefined. */
async function firstRecord(
  ids: string[],
  accept: (record: RecordBody) => boolean | Promise<boolean>,
): Promise<RecordBody | undefined> {
  for (const id of ids) {
    const record = await recordOf(id);
    if (record && (await accept(record))) return record;
  }
  return undefined;
}

/** An image item whose main image the IIIF Image API serves (deep zoom works offline). */
export async function localImageItem(): Promise<RecordBody | undefined> {
  return firstRecord(await searchIds('*:*', 'TYPE:IMAGE'), async (record) => {
    const manifest = await json<Record<string, unknown>>(
      `/presentation${record.object.about}/manifest`,
      { format: '3' },
    );
    return JSON.stringify(manifest ?? {}).includes('ImageService3');
  });
}

/** An item with several web resources (a thumbnail strip). */
export async function multiMediaItem(): Promise<RecordBody | undefined> {
  return firstRecord(
    await searchIds('*:*'),
    (record) => (record.object.aggregations[0]?.hasView?.length ?? 0) > 0,
  );
}

/** A sound item whose recording the media proxy serves. */
export async function soundItem(): Promise<RecordBody | undefined> {
  return firstRecord(await searchIds('*:*', 'TYPE:SOUND'), mediaServed);
}

/** An image item whose main media the media proxy cannot serve (remote, and fetching is off). */
export async function unservedImageItem(): Promise<RecordBody | undefined> {
  return firstRecord(
    await searchIds('*:*', 'TYPE:IMAGE'),
    async (record) =>
      Boolean(record.object.aggregations[0]?.edmIsShownBy) && !(await mediaServed(record)),
  );
}

/** An item titled in German and English, for the two-locale test. */
export async function bilingualItem(): Promise<RecordBody | undefined> {
  return firstRecord(await searchIds('*:*'), (record) => {
    const title = record.object.proxies[0]?.dcTitle ?? {};
    return Boolean(title.de?.length && title.en?.length && title.de[0] !== title.en[0]);
  });
}

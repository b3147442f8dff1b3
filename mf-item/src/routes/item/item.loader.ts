import { redirect } from 'react-router-dom';
import {
  annotationsOf,
  isLocaleCode,
  isRecordId,
  paths,
  routeError,
  type Annotation,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import { buildItemView, type ItemView } from '../../item/item-view';

/**
 * Annotations are a bonus (the page shows without them), so the page does not wait longer than
 * this for them: the search page's budget for related collections (RELATED_TIMEOUT_MS). It is the
 * request's own timeout rather than a race, so a hanging request is cancelled too: no connection
 * held for the client's 10 s, and the browser's loading bar does not keep counting it.
 */
export const ANNOTATIONS_TIMEOUT_MS = 1500;

export interface ItemData {
  view: ItemView;
  /** Origin of the page (`https://host`), for absolute URLs: sharing, embedding, og:image. */
  origin: string;
}

/**
 * The item of `/{lang}/item/{datasetId}/{recordId}`: the record and its annotations, fetched
 * together, made into the page's view. Anything that is not a record id is a 404 (itemNotFound);
 * a record that now lives under another id redirects there.
 */
export async function loader({ params, request, context }: PortalLoaderArgs): Promise<ItemData> {
  const id = `/${params['*'] ?? ''}`;
  const locale = isLocaleCode(params.lang) ? params.lang : context.locale;
  if (!isRecordId(id)) throw routeError(404, { code: 'itemNotFound' });

  const [response, annotations] = await Promise.all([
    context.api.record.getRecord(id),
    itemAnnotations(context, id),
  ]);
  const record = response.object;
  if (typeof record.about === 'string' && record.about !== id && isRecordId(record.about)) {
    const url = new URL(request.url);
    throw redirect(`${paths.item(locale, record.about)}${url.search}`, 301);
  }
  return {
    view: buildItemView(record, context.api, {
      locale,
      annotations,
      t: context.i18n.getFixedT(locale, 'item'),
    }),
    origin: new URL(request.url).origin,
  };
}

/**
 * Annotations only add to the page: when the Annotation API fails or is slow the page shows
 * without them.
 */
async function itemAnnotations(
  context: PortalLoaderArgs['context'],
  id: string,
): Promise<Annotation[]> {
  try {
    const page = await context.api.annotation.forRecord(id, { timeoutMs: ANNOTATIONS_TIMEOUT_MS });
    return annotationsOf(page);
  } catch {
    return [];
  }
}

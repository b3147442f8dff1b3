import {
  isRecordId,
  routeError,
  type PortalLoaderArgs,
  type RecordObject,
} from '@portal/shared-kernel';

export interface ItemData {
  record: RecordObject;
}

/** The record of `/item/{datasetId}/{recordId}`; anything that is not a record id is a 404. */
export async function loader({ params, context }: PortalLoaderArgs): Promise<ItemData> {
  const id = `/${params['*'] ?? ''}`;
  if (!isRecordId(id)) throw routeError(404, { code: 'itemNotFound' });
  const response = await context.api.record.getRecord(id);
  return { record: response.object };
}

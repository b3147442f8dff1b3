import { data } from 'react-router-dom';
import { isRecordId, type PortalLoaderArgs, type RecordObject } from '@portal/shared-kernel';

export interface ItemData {
  record: RecordObject;
}

/** The record of `/item/{datasetId}/{recordId}`; anything that is not a record id is a 404. */
export async function loader({ params, context }: PortalLoaderArgs): Promise<ItemData> {
  const id = `/${params['*'] ?? ''}`;
  if (!isRecordId(id)) throw data({ code: 'itemNotFound' }, { status: 404 });
  const response = await context.api.record.getRecord(id);
  return { record: response.object };
}

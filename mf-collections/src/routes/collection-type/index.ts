// Route module of `/{lang}/collections/{topics|persons|places|times|organisations}`.
import type { HeadArgs, HeadData, RouteModule } from '@portal/shared-kernel';
import { collectionsMessages } from '../../messages';
import { typeNameKey } from '../../domain/collection-types';
import { CollectionTypePage } from './CollectionTypePage';
import { loader, type CollectionTypeData } from './collection-type.loader';

export { loader };
export const Component = CollectionTypePage;
export const messages = collectionsMessages;

export function head({ data, t }: HeadArgs<CollectionTypeData>): HeadData {
  return {
    title: data
      ? t(`collections:${typeNameKey(data.pathType)}`)
      : t('collections:collections.headTitle'),
    description: t('collections:collections.description'),
  };
}

const _contract: RouteModule<CollectionTypeData> = { loader, Component, messages, head };
void _contract;

import { Link as RouterLink } from 'react-router-dom';
import { entitySlugLabel, paths, usePortal, type FieldValue } from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import { OutLink } from './OutLink';
import { RightsLabel } from './RightsStatement';

/**
 * One value of a field: an entity links to its collection page, a URI to itself, text stays
 * text (with its language marked, for screen readers and hyphenation).
 */
export function FieldValueView({ value, field }: { value: FieldValue; field: string }) {
  const { locale } = usePortal();
  const t = useItemT();
  if (field === 'edmRights' && value.url) return <RightsLabel uri={value.url} link />;
  if (field === 'edmUgc')
    return <>{value.text === 'true' ? t('fields.ugcYes') : t('fields.ugcNo')}</>;
  if (value.entity?.pathType) {
    return (
      <RouterLink
        to={paths.entity(
          locale,
          value.entity.about,
          entitySlugLabel(value.entity.prefLabel) || value.text,
        )}
        lang={value.lang}
      >
        {value.text}
      </RouterLink>
    );
  }
  // A path of ours is the media proxy (MetadataList): it downloads the file, in this tab.
  if (value.url?.startsWith('/'))
    return (
      <a href={value.url} download>
        {value.text}
      </a>
    );
  if (value.url) return <OutLink href={value.url}>{value.text}</OutLink>;
  return <span lang={value.lang}>{value.text}</span>;
}

import { Link, paths, usePortal, type FieldValue } from '@portal/shared-kernel';
import { useTranslation } from 'react-i18next';
import { RightsLabel } from './RightsStatement';

/**
 * One value of a field: an entity links to its collection page, a URI to itself, text stays
 * text (with its language marked, for screen readers and hyphenation).
 */
export function FieldValueView({ value, field }: { value: FieldValue; field: string }) {
  const { locale } = usePortal();
  const { t } = useTranslation('item');
  if (field === 'edmRights' && value.url) return <RightsLabel uri={value.url} link />;
  if (field === 'edmUgc')
    return <>{value.text === 'true' ? t('fields.ugcYes') : t('fields.ugcNo')}</>;
  if (value.entity?.pathType) {
    return (
      <Link to={paths.entity(locale, value.entity.about, value.text)} lang={value.lang}>
        {value.text}
      </Link>
    );
  }
  if (value.url) return <Link to={value.url}>{value.text}</Link>;
  return <span lang={value.lang}>{value.text}</span>;
}

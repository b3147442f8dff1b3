import styled from '@emotion/styled';
import {
  colours,
  fieldValues,
  fontSizes,
  fontWeights,
  mediaUp,
  space,
  usePortal,
  type FieldValue,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import type { ItemView } from '../item/item-view';
import { FieldValueView } from './FieldValueView';

const List = styled.dl`
  margin: 0;
  border-top: 1px solid ${colours.border};
`;

const Row = styled.div`
  display: grid;
  gap: ${space[1]}px;
  padding: ${space[3]}px 0;
  border-bottom: 1px solid ${colours.border};
  ${mediaUp('md')} {
    grid-template-columns: minmax(10rem, 1fr) 2fr;
    gap: ${space[4]}px;
  }
  dt {
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.semibold};
    color: ${colours.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${space[1]}px;
  }
`;

/** A field is left out when nothing of it would show (a "false" user-generated flag, say). */
function shownValues(field: string, values: FieldValue[]): FieldValue[] {
  if (field === 'edmUgc') return values.filter((value) => value.text === 'true');
  return values;
}

/** The fields whose values are the URLs of the item's own media. */
const MEDIA_URL_FIELDS = new Set(['edmIsShownBy', 'edmObject']);

/**
 * A media URL on a host under `.invalid` (RFC 6761: never resolves; the gateway names its local
 * files so) is linked through the media proxy, which serves it; other URLs link to themselves.
 */
function reachableMediaLinks(field: string, values: FieldValue[], view: ItemView): FieldValue[] {
  if (!MEDIA_URL_FIELDS.has(field)) return values;
  return values.map((value) => {
    if (!value.url || !neverResolves(value.url)) return value;
    const media = view.media.find((entry) => entry.about === value.url);
    return media ? { ...value, url: media.proxyUrl } : value;
  });
}

function neverResolves(url: string): boolean {
  try {
    return /(^|\.)invalid\.?$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Every displayed field of the item with its label, values in the page's language. */
export function MetadataList({ view }: { view: ItemView }) {
  const t = useItemT();
  const { locale } = usePortal();
  const rows = view.metadata
    .map(
      ([field, map]) =>
        [
          field,
          reachableMediaLinks(field, shownValues(field, fieldValues(map, locale)), view),
        ] as const,
    )
    .filter(([, values]) => values.length > 0);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="item-details-heading">
      <h2 id="item-details-heading">{t('fields.heading')}</h2>
      <List data-testid="item-metadata">
        {rows.map(([field, values]) => (
          <Row key={field} data-field={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>
              {values.length === 1 ? (
                <FieldValueView value={values[0]!} field={field} />
              ) : (
                <ul>
                  {values.map((value, index) => (
                    <li key={index}>
                      <FieldValueView value={value} field={field} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </Row>
        ))}
      </List>
    </section>
  );
}

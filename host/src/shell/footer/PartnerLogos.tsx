import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, fontWeights, Link, space } from '@portal/shared-kernel';
import { TECHNICAL_PARTNERS } from './partners';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]}px;
    color: ${colours.text};
    text-decoration: none;
    font-weight: ${fontWeights.semibold};
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  color: ${colours.onAccent};
  background: ${colours.text};
  font-size: ${fontSizes.small};
  font-weight: ${fontWeights.bold};
`;

const DataSpace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  font-weight: ${fontWeights.semibold};
  color: ${colours.text};
`;

/** Technical partners and the data space's mark (spec §2.5 footer). */
export function PartnerLogos() {
  const { t } = useTranslation('host');
  return (
    <List aria-label={t('footer.partners')}>
      {TECHNICAL_PARTNERS.map((partner) => (
        <li key={partner.name}>
          <Link to={partner.url} hideExternalIcon>
            <Mark aria-hidden="true">{partner.monogram}</Mark>
            {partner.name}
          </Link>
        </li>
      ))}
      <li>
        <DataSpace data-data-space-logo="">
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="8" fill={colours.accentStrong} />
            {[8, 17, 26].flatMap((x) =>
              [8, 17, 26].map((y) => (
                <rect
                  key={`${x}-${y}`}
                  x={x}
                  y={y}
                  width="6"
                  height="6"
                  rx="1"
                  fill={colours.onAccent}
                  opacity={(x + y) % 18 === 16 ? 1 : 0.6}
                />
              )),
            )}
          </svg>
          {t('footer.dataSpace')}
        </DataSpace>
      </li>
    </List>
  );
}

import styled from '@emotion/styled';
import { colours, fontSizes, fontWeights, space, type LocaleCode } from '@portal/shared-kernel';
import { euFundingStatement } from './eu-funding-statements';

const EU_BLUE = '#003399';
const EU_YELLOW = '#ffcc00';

/** The twelve stars of the EU flag on a 3:2 field (stars on a circle of a third of its height). */
const STARS = Array.from({ length: 12 }, (_, index) => {
  const angle = (index * Math.PI) / 6;
  return { x: 45 + 20 * Math.sin(angle), y: 30 - 20 * Math.cos(angle) };
});

function starPath(cx: number, cy: number, radius = 3.3): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.382;
    const angle = (index * Math.PI) / 5 - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

const Logo = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]}px;
  padding: ${space[2]}px ${space[3]}px;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  span {
    max-width: 12rem;
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.bold};
    line-height: 1.2;
    color: ${colours.text};
  }
`;

/**
 * The EU funding emblem: the flag drawn here (no image request) and the EU's funding statement
 * in the page's language (spec §2.1, §2.5).
 */
export function EuFundingLogo({ locale }: { locale: LocaleCode }) {
  const statement = euFundingStatement(locale);
  return (
    <Logo data-eu-logo={statement.lang}>
      <svg viewBox="0 0 90 60" width="60" height="40" aria-hidden="true" focusable="false">
        <rect width="90" height="60" fill={EU_BLUE} />
        <path d={STARS.map((star) => starPath(star.x, star.y)).join('')} fill={EU_YELLOW} />
      </svg>
      <span lang={statement.lang}>{statement.text}</span>
    </Logo>
  );
}

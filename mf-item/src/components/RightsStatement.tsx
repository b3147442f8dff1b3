import styled from '@emotion/styled';
import CopyleftIcon from 'lucide-react/icons/copyleft';
import CopyrightIcon from 'lucide-react/icons/copyright';
import CreativeCommonsIcon from 'lucide-react/icons/creative-commons';
import ScaleIcon from 'lucide-react/icons/scale';
import {
  Icon,
  parseRightsStatement,
  space,
  type IconComponent,
  type RightsStatement as Statement,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import { OutLink } from './OutLink';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  svg {
    flex: 0 0 auto;
  }
`;

/**
 * A linked label lays out as one row, so the new-tab icon stays beside the name's last word: after
 * the inline-flex label it wrapped to a line of its own on phones ("Public Domain (vapaasti
 * käytettävissä)" in Finnish).
 */
const Linked = styled.span`
  a {
    display: inline-flex;
    align-items: center;
  }
  a > svg {
    flex: 0 0 auto;
  }
`;

function iconOf(statement: Statement): IconComponent {
  if (/creativecommons\.org/.test(statement.uri)) return CreativeCommonsIcon;
  if (statement.family === 'publicDomain') return CopyleftIcon;
  if (statement.family === 'inCopyright') return CopyrightIcon;
  return ScaleIcon;
}

/** The name of a rights statement in the page's language ("Creative Commons Attribution 4.0"). */
export function useRightsName() {
  const t = useItemT();
  return (statement: Statement) => {
    const label = t(`rights.${statement.id}`, { defaultValue: t('rights.unknown') });
    return statement.version && statement.family !== 'publicDomain'
      ? t('rights.version', { label, version: statement.version })
      : label;
  };
}

/**
 * A rights statement by its icon and name; with `link`, the name links to the statement's page
 * (creativecommons.org, rightsstatements.org).
 */
export function RightsLabel({ uri, link = false }: { uri: string; link?: boolean }) {
  const statement = parseRightsStatement(uri);
  const name = useRightsName()(statement);
  const content = (
    <Label data-rights={statement.id}>
      <Icon icon={iconOf(statement)} size={18} />
      <span>{name}</span>
    </Label>
  );
  if (!link || !/^https?:\/\//.test(uri)) return content;
  return (
    <Linked>
      <OutLink href={uri}>{content}</OutLink>
    </Linked>
  );
}

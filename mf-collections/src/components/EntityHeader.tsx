import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, Link, mediaUp, radii, space, usePortal } from '@portal/shared-kernel';
import type { EntityView } from '../domain/entity-view';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[5]}px;
  margin-bottom: ${space[6]}px;
  ${mediaUp('md')} {
    flex-direction: row;
    align-items: flex-start;
  }
`;

const Picture = styled.img`
  flex: none;
  width: 160px;
  height: 160px;
  object-fit: cover;
  background: ${colours.surfaceAlt};
  border-radius: ${radii.card};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space[1]}px;
  color: ${colours.textSecondary};
  font-size: ${fontSizes.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  span {
    font-weight: 400;
    letter-spacing: normal;
    text-transform: none;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${space[3]}px;
`;

const Note = styled.p`
  max-width: 48rem;
  margin: 0;
  color: ${colours.text};
`;

const Homepage = styled.p`
  margin: ${space[3]}px 0 0;
`;

/** The entity's picture, kind, name and note, in the page language where it has them. */
export function EntityHeader({ entity }: { entity: EntityView }) {
  const { t } = useTranslation('collections');
  const { locale } = usePortal();
  const langOf = (lang?: string) => (lang && lang !== locale ? lang : undefined);
  return (
    <Header>
      {entity.image ? (
        <Picture
          src={entity.image.src}
          srcSet={entity.image.srcSet}
          sizes="160px"
          alt=""
          width={160}
          height={160}
          fetchPriority="high"
        />
      ) : null}
      <div>
        <Eyebrow>
          {t(`entity.types.${entity.pathType}`)}
          {entity.location ? <span> · {entity.location}</span> : null}
        </Eyebrow>
        <Title lang={langOf(entity.label.lang)}>{entity.label.text}</Title>
        {entity.note ? <Note lang={langOf(entity.note.lang)}>{entity.note.text}</Note> : null}
        {entity.homepage ? (
          <Homepage>
            <Link to={entity.homepage}>{t('entity.homepage')}</Link>
          </Homepage>
        ) : null}
      </div>
    </Header>
  );
}

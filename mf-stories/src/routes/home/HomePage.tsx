import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router-dom';
import {
  colours,
  focusRing,
  fontSizes,
  entitySlugLabel,
  localiseFirst,
  mediaUp,
  originalMediaUrl,
  paths,
  radii,
  space,
  usePortal,
} from '@portal/shared-kernel';
import type { FeaturedItem, HomeData } from './home.loader';

const Hero = styled.section`
  max-width: 56rem;
  margin: 0 auto;
  padding: ${space[7]}px 0 ${space[6]}px;
  text-align: center;
`;

const SearchForm = styled(Form)`
  display: flex;
  gap: ${space[2]}px;
  max-width: 40rem;
  margin: ${space[5]}px auto 0;
  input {
    flex: 1;
    min-width: 0;
    padding: ${space[3]}px ${space[4]}px;
    font: inherit;
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
  }
  button {
    padding: ${space[3]}px ${space[5]}px;
    font: inherit;
    color: ${colours.onAccent};
    background: ${colours.accent};
    border: 0;
    border-radius: ${radii.base};
    cursor: pointer;
  }
`;

const Section = styled.section`
  max-width: 75rem;
  margin: ${space[6]}px auto;
`;

const Grid = styled.ul`
  display: grid;
  gap: ${space[4]}px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: 0;
  list-style: none;
  ${mediaUp('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  border: 1px solid ${colours.border};
  border-radius: ${radii.card};
  overflow: hidden;
  background: ${colours.surface};
  a {
    display: block;
    color: ${colours.text};
    text-decoration: none;
  }
  /* The card clips its corners, and with them the link's focus ring: the card shows it. */
  a:focus-visible {
    box-shadow: none;
  }
  &:has(a:focus-visible) {
    box-shadow: ${focusRing};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${colours.surfaceAlt};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    /* A margin, not padding: the clamp clips at the padding edge, so padding showed a third line. */
    margin: ${space[3]}px;
    overflow-wrap: anywhere;
    font-size: ${fontSizes.small};
  }
`;

const TopicList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${space[2]}px ${space[4]}px;
    border: 1px solid ${colours.border};
    border-radius: ${radii.round};
    color: ${colours.text};
    text-decoration: none;
  }
`;

function FeaturedCard({ item }: { item: FeaturedItem }) {
  const { locale, api } = usePortal();
  const title = localiseFirst(item.dcTitleLangAware, locale) || item.title?.[0] || item.id;
  const preview = item.edmPreview?.[0];
  return (
    <Card>
      <Link to={paths.item(locale, item.id)}>
        {preview ? (
          <img
            src={api.thumbnail.media(originalMediaUrl(preview), 'large')}
            alt=""
            width={400}
            height={300}
            loading="lazy"
          />
        ) : null}
        <span>{title}</span>
      </Link>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation('stories');
  const { locale } = usePortal();
  const data = useLoaderData() as HomeData;
  return (
    <>
      <Hero>
        <h1>{t('home.title')}</h1>
        <p>{t('home.itemsTotal', { count: data.totalResults })}</p>
        <SearchForm method="get" action={paths.search(locale)} role="search">
          <label htmlFor="home-search" className="visually-hidden">
            {t('home.searchLabel')}
          </label>
          <input
            id="home-search"
            type="search"
            name="query"
            placeholder={t('home.searchPlaceholder')}
          />
          <button type="submit">{t('home.searchButton')}</button>
        </SearchForm>
      </Hero>
      {data.topics.length > 0 ? (
        <Section aria-labelledby="home-topics">
          <h2 id="home-topics">{t('home.topicsHeading')}</h2>
          <TopicList>
            {data.topics.map((topic) => {
              const label = localiseFirst(topic.prefLabel, locale);
              return (
                <li key={topic.id}>
                  <Link to={paths.entity(locale, topic.id, entitySlugLabel(topic.prefLabel))}>
                    {label}
                  </Link>
                </li>
              );
            })}
          </TopicList>
        </Section>
      ) : null}
      {data.featured.length ? (
        <Section aria-labelledby="home-featured">
          <h2 id="home-featured">{t('home.featuredHeading')}</h2>
          <Grid>
            {data.featured.map((item) => (
              <FeaturedCard key={item.id} item={item} />
            ))}
          </Grid>
        </Section>
      ) : null}
    </>
  );
}

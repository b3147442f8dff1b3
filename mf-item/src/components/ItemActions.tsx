import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import FolderPlusIcon from 'lucide-react/icons/folder-plus';
import HeartIcon from 'lucide-react/icons/heart';
import Share2Icon from 'lucide-react/icons/share-2';
import {
  Button,
  buttonLinkStyles,
  Icon,
  Modal,
  parseRightsStatement,
  paths,
  space,
  Tooltip,
  usePortal,
} from '@portal/shared-kernel';
import { creditTexts } from '../item/attribution';
import { embedSnippet } from '../item/embed-snippet';
import { useItemT } from './item-texts';
import { OutLink } from './OutLink';
import type { ItemView } from '../item/item-view';
import { shareLinks } from '../item/share-links';
import { AddToGalleryButton } from './AddToGalleryButton';
import { CopyField } from './CopyField';
import { LikeButton } from './LikeButton';
import { useRightsName } from './RightsStatement';

/*
 * The actions' own width decides their layout, not the viewport's: in the column beside the
 * details (lg up) and on phones they stack, each as wide as the column, instead of leaving one
 * button alone on a second line; where all of them fit in a row (36rem holds the longest
 * locale's three), they stand side by side at their own widths.
 */
const Actions = styled.div`
  container: item-actions / inline-size;
  margin: 0 0 ${space[5]}px;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  @container item-actions (max-width: 36rem) {
    flex-direction: column;
    /* The tooltips' wrappers and the share button; not the share dialog, in the top layer. */
    & > :not(dialog) {
      width: 100%;
    }
    & > * > [data-action] {
      flex: 1 1 auto;
    }
  }
`;

const ActionLink = styled(RouterLink)`
  ${buttonLinkStyles('secondary')}
  justify-content: center;
`;

const ShareList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]}px ${space[5]}px;
  margin: 0 0 ${space[5]}px;
  padding: 0;
  list-style: none;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space[5]}px;
`;

/**
 * Like, add to a gallery, share. Liking and galleries need an account: while logged out they
 * lead to the login page, which brings the visitor back here.
 */
export const ItemActions = observer(function ItemActions({
  view,
  title,
  origin,
}: {
  view: ItemView;
  title: string;
  origin: string;
}) {
  const t = useItemT();
  const { stores, locale } = usePortal();
  const location = useLocation();
  const login = paths.login(locale, `${location.pathname}${location.search}`);
  return (
    <Actions>
      <Group role="group" aria-label={t('actions.label')} data-testid="item-actions">
        {stores.auth.loggedIn ? (
          <>
            <LikeButton itemId={view.id} />
            <AddToGalleryButton itemId={view.id} />
          </>
        ) : (
          <>
            <Tooltip text={t('actions.loginToLike')}>
              <ActionLink to={login} data-action="like">
                <Icon icon={HeartIcon} size={18} />
                {t('actions.like')}
              </ActionLink>
            </Tooltip>
            <Tooltip text={t('actions.loginToAddToGallery')}>
              <ActionLink to={login} data-action="add-to-gallery">
                <Icon icon={FolderPlusIcon} size={18} />
                {t('actions.addToGallery')}
              </ActionLink>
            </Tooltip>
          </>
        )}
        <ShareControl view={view} title={title} origin={origin} />
      </Group>
    </Actions>
  );
});

function ShareControl({ view, title, origin }: { view: ItemView; title: string; origin: string }) {
  const t = useItemT();
  const { locale } = usePortal();
  const rightsName = useRightsName();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pageUrl = `${origin}${paths.item(locale, view.id)}`;
  const imageUrl = view.preview ? new URL(view.preview.large, origin).href : undefined;
  // As the download dialog's attribution credits them: no `urn:…` or `data:…` for a name.
  const credits = [
    ...creditTexts(view, 'dcCreator', locale),
    ...creditTexts(view, 'edmDataProvider', locale),
  ];
  const statement = view.rights ? parseRightsStatement(view.rights) : undefined;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-action="share"
      >
        <Icon icon={Share2Icon} size={18} />
        {t('actions.share')}
      </Button>
      {opened ? (
        <Modal open={open} title={t('actions.shareHeading')} onClose={() => setOpen(false)}>
          <Stack>
            <ShareList>
              {shareLinks(pageUrl, title, imageUrl).map((link) => (
                <li key={link.id}>
                  {link.id === 'email' ? (
                    // The mail program opens, not a tab: a plain link, without the new-tab note.
                    <a href={link.url} data-share={link.id}>
                      {t('actions.email')}
                    </a>
                  ) : (
                    <OutLink href={link.url} data-share={link.id}>
                      {t('actions.shareOn', { network: link.name })}
                    </OutLink>
                  )}
                </li>
              ))}
            </ShareList>
            <CopyField
              label={t('actions.linkLabel')}
              value={pageUrl}
              rows={1}
              copyLabel={t('actions.copyLink')}
              copiedLabel={t('actions.linkCopied')}
            />
            <CopyField
              label={t('actions.embedHeading')}
              help={t('actions.embedHelp')}
              value={embedSnippet({
                pageUrl,
                title,
                imageUrl,
                credits,
                rights:
                  statement && view.rights
                    ? { url: view.rights, name: rightsName(statement) }
                    : undefined,
              })}
              rows={5}
              copyLabel={t('actions.copyEmbed')}
              copiedLabel={t('actions.embedCopied')}
            />
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}

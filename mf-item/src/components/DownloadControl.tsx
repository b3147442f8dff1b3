import styled from '@emotion/styled';
import { useState } from 'react';
import DownloadIcon from 'lucide-react/icons/download';
import {
  Alert,
  allowsReuse,
  buttonLinkStyles,
  Icon,
  Modal,
  paths,
  parseRightsStatement,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { attributionText } from '../item/attribution';
import { useItemT } from './item-texts';
import type { ItemView, MediaView } from '../item/item-view';
import { CopyField } from './CopyField';
import { OutLink } from './OutLink';
import { useCheckedDownload } from './use-checked-download';
import { RightsLabel, useRightsName } from './RightsStatement';

const Trigger = styled.a`
  ${buttonLinkStyles('secondary')}
`;

const Primary = styled.a`
  ${buttonLinkStyles('primary')}
`;

/** A line of its own above the link, where the visitor's eyes are after pressing it. */
const FooterAlert = styled(Alert)`
  flex: 1 1 100%;
`;

const Content = styled.div`
  display: grid;
  gap: ${space[4]}px;
  p {
    margin: 0;
  }
`;

/**
 * Download of the current media through the media proxy. Without JavaScript the link downloads
 * at once; with it, a dialog first shows the rights statement and a copyable attribution, and
 * its download link first asks the proxy whether it can serve the file (use-checked-download):
 * if so, the browser downloads as from any link; if not, the dialog says the download is not
 * working (spec §8) instead of saving the proxy's error as a file.
 */
export function DownloadControl({
  view,
  media,
  origin,
}: {
  view: ItemView;
  media: MediaView;
  origin: string;
}) {
  const t = useItemT();
  const { locale } = usePortal();
  const rightsName = useRightsName();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const download = useCheckedDownload(media.proxyUrl, () => setOpen(false));
  const rights = media.rights ?? view.rights;
  const statement = rights ? parseRightsStatement(rights) : undefined;
  const attribution = attributionText(
    view,
    media,
    locale,
    `${origin}${paths.item(locale, view.id)}`,
    statement ? rightsName(statement) : undefined,
  );

  const openDialog = () => {
    download.reset();
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      {/* A link that downloads without JavaScript; with it, a button that opens the dialog
          (rights and attribution first), so it says so and answers Space like a button. */}
      <Trigger
        href={media.proxyUrl}
        download
        role="button"
        aria-haspopup="dialog"
        data-testid="item-download"
        onClick={(event) => {
          event.preventDefault();
          openDialog();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          openDialog();
        }}
      >
        <Icon icon={DownloadIcon} size={18} />
        {t('download.button')}
      </Trigger>
      {opened ? (
        <Modal
          open={open}
          title={t('download.heading')}
          onClose={() => setOpen(false)}
          footer={
            <>
              {download.status === 'failed' ? (
                <FooterAlert variant="error">
                  {t('errors.downloadUnavailable')}
                  {/* The file may still be had where it comes from (and offline it can only be). */}
                  {view.isShownAt ? (
                    <>
                      {' '}
                      <OutLink href={view.isShownAt}>{t('media.viewAtProvider')}</OutLink>
                    </>
                  ) : null}
                </FooterAlert>
              ) : null}
              <Primary
                href={media.proxyUrl}
                download
                data-testid="item-download-start"
                aria-disabled={download.status === 'checking' || undefined}
                onClick={download.onClick}
              >
                <Icon icon={DownloadIcon} size={18} />
                {t('download.start')}
              </Primary>
            </>
          }
        >
          <Content>
            {rights ? (
              <div>
                <p>{t('download.rightsIntro')}</p>
                <p>
                  <RightsLabel uri={rights} link />
                </p>
              </div>
            ) : null}
            <p>
              {statement && allowsReuse(statement)
                ? t('download.reuseAllowed')
                : t('download.reuseAsk')}
            </p>
            <CopyField
              label={t('download.attribution')}
              help={t('download.attributionHelp')}
              value={attribution}
              copyLabel={t('download.copy')}
              copiedLabel={t('download.copied')}
            />
          </Content>
        </Modal>
      ) : null}
    </>
  );
}

import type { PublicEvent } from '@celebra/contracts';
import type { ComponentType } from 'react';
import type { SectionModalProps } from '../../../components/form-modal-section';
import { Button, InlineLoading } from '@celebra/ui';
import type { PartyPageName } from '../../../lib/party-route';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useParty } from '../api/get-party';
import { partyTexts as t } from '../party-texts';
import { AlbumPage } from './album-page';
import { PartyHome } from './party-home';
import { PartyLayout } from './party-layout';
import { PhotosPage } from './photos-page';

export type PartyPageProps = {
  event: PublicEvent;
  page: PartyPageName;
  /** The site's message form, offered on '/festa'. */
  MessageModal: ComponentType<SectionModalProps>;
};

/** A party page of the site, once the party's settings are read ('/festa', '/fotos', '/album'). */
export const PartyPage = ({ event, page, MessageModal }: PartyPageProps) => {
  const { slug } = event;
  const party = useParty(slug);
  useDocumentTitle(t.documentTitle(t.pageTitles[page], event.title));
  if (party.data) {
    if (page === 'fotos') return <PhotosPage slug={slug} party={party.data} />;
    if (page === 'album')
      return (
        <AlbumPage slug={slug} uploadsEnabled={party.data.uploadsEnabled} />
      );
    return (
      <PartyHome slug={slug} party={party.data} MessageModal={MessageModal} />
    );
  }
  if (party.isError)
    return (
      <PartyLayout title={event.title}>
        <p role="alert" className="mt-6 text-lg">
          {t.loadFailed}
        </p>
        <Button
          className="mt-4"
          loading={party.isFetching}
          onClick={() => void party.refetch()}
        >
          {t.albumRetry}
        </Button>
      </PartyLayout>
    );
  return <InlineLoading showLabel className="mx-auto my-16 text-lg" />;
};

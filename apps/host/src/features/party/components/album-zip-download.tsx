import { alertFailure } from '@celebra/shell';
import { hostTexts } from '@celebra/contracts';
import { DownloadButton } from '../../../components/download-button';
import { useAlbumLink } from '../api/use-party-mutations';

const t = hostTexts.party;

/**
 * 'Baixar todas (ZIP)': asks the api for a short-lived link to the album's ZIP and lets the
 * browser download it as a plain link, straight to disk while the api streams it (the album is
 * never held in the page's memory).
 */
export const AlbumZipDownload = ({ eventId }: { eventId: number }) => {
  const link = useAlbumLink(eventId);
  const download = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        const anchor = document.createElement('a');
        anchor.href = url;
        anchor.download = '';
        anchor.click();
      },
      onError: alertFailure(t.downloadZipFailed),
    });
  return (
    <DownloadButton onClick={download} loading={link.isPending}>
      {t.downloadZip}
    </DownloadButton>
  );
};

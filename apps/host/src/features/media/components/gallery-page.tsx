import { alertFailure } from '@celebra/shell';
import { type HostGalleryItem, hostTexts } from '@celebra/contracts';
import {
  alertSuccess,
  buttonClasses,
  confirmAction,
  InlineLoading,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { galleryQueryOptions } from '../api/gallery-query';
import { useDeleteMedia } from '../api/use-gallery-mutations';
import { GalleryGrid } from './gallery-grid';
import { UploadPanel } from './upload-panel';

/**
 * /gallery 'Galeria de Fotos e Vídeos': upload with preview, the quota, and the media with
 * delete. A failed gallery load is silent.
 */
export const GalleryPage = () => {
  const { event } = useCurrentEvent();
  const gallery = useQuery(galleryQueryOptions(event.id));
  const remove = useDeleteMedia(event.id);

  const onDelete = async (item: HostGalleryItem, name: string) => {
    const confirmed = await confirmAction({
      title: 'Excluir mídia?',
      text: `${name} sairá da galeria do seu site.`,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(item.id, {
      onSuccess: () => void alertSuccess(hostTexts.server.mediaRemoved),
      onError: alertFailure(hostTexts.hostErrors.eventUpdate),
    });
  };

  const quota = gallery.data?.quota;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.galleryTitle}
      </h1>
      <div className="flex flex-col gap-3 rounded-card bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink">{hostTexts.screens.host.galleryIncluded}</p>
        <Link
          to={paths.servicePackage}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          Ver Pacote de Serviços
        </Link>
      </div>
      {quota && (
        <dl aria-label="Espaço usado" className="flex flex-wrap gap-6 text-ink">
          <div className="flex gap-2">
            <dt className="font-medium">Fotos:</dt>
            <dd>{`${quota.image.used} de ${quota.image.limit}`}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium">Vídeos:</dt>
            <dd>{`${quota.video.used} de ${quota.video.limit}`}</dd>
          </div>
        </dl>
      )}
      <UploadPanel eventId={event.id} />
      {gallery.isPending ? (
        <InlineLoading label="Carregando galeria..." showLabel />
      ) : gallery.data && gallery.data.gallery.length > 0 ? (
        <GalleryGrid
          items={gallery.data.gallery}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onDelete={(item, name) => void onDelete(item, name)}
        />
      ) : (
        <p className="text-muted">Nenhuma foto ou vídeo na galeria.</p>
      )}
    </div>
  );
};

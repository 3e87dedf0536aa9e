import { alertFailure } from '@celebra/shell';
import { type EventImageSlot, hostTexts } from '@celebra/contracts';
import { alertSuccess, ImageInput, Modal, ProgressBar } from '@celebra/ui';
import { useState } from 'react';
import { useUploadEventImage } from '../api/use-upload-event-image';

export type ImageUploadDialogProps = {
  eventId: number;
  slot: EventImageSlot;
  open: boolean;
  onClose: () => void;
  currentImageUrl: string | null;
};

const titles: Record<EventImageSlot, string> = {
  avatar: 'Alterar foto do perfil',
  banner: 'Alterar banner',
};

/**
 * Picks an image (type checked, compressed in a web worker) and uploads it at once with a
 * progress bar; 'Imagem atualizada!' on success.
 */
export const ImageUploadDialog = ({
  eventId,
  slot,
  open,
  onClose,
  currentImageUrl,
}: ImageUploadDialogProps) => {
  const upload = useUploadEventImage(eventId, slot);
  const [compressing, setCompressing] = useState(false);
  const busy = compressing || upload.isPending;

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => {
        onClose();
        void alertSuccess(hostTexts.success.imageUpdated);
      },
      onError: alertFailure(hostTexts.hostErrors.imageUpload),
    });

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={titles[slot]}
      closeOnOutsideClick={!busy}
    >
      <div className="flex flex-col gap-4">
        <ImageInput
          label="Escolha uma imagem"
          hint="JPEG, PNG ou WebP. Imagens grandes são reduzidas antes do envio."
          currentImageUrl={currentImageUrl}
          onChange={send}
          onBusyChange={setCompressing}
          disabled={upload.isPending}
        />
        {upload.isPending && (
          <ProgressBar value={upload.progress} label="Enviando imagem" />
        )}
      </div>
    </Modal>
  );
};

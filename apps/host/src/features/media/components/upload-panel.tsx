import { getErrorMessage } from '@celebra/api-client';
import { type GalleryType, hostTexts, messages } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  ProgressBar,
  useObjectUrl,
} from '@celebra/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useUploadMedia } from '../api/use-gallery-mutations';
import { mediaTypeOf } from '../lib/media-type';
import { ArrowUpIcon, XIcon } from './upload-icons';

export type UploadPanelProps = { eventId: number };

type Chosen = { file: File; type: GalleryType };

const isAbort = (error: unknown) =>
  error instanceof Error && error.name === 'AbortError';

/**
 * Gallery upload: a picked file is previewed, picking again replaces
 * it; the arrow uploads it (images compressed first) with a progress bar, the X cancels.
 */
export const UploadPanel = ({ eventId }: UploadPanelProps) => {
  const upload = useUploadMedia(eventId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [typeError, setTypeError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const previewUrl = useObjectUrl(chosen?.file ?? null);
  const inputId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const type = mediaTypeOf(file);
    if (!type) {
      setTypeError(messages.server.unsupportedMediaType);
      return;
    }
    setTypeError(undefined);
    setChosen({ file, type });
  };

  const onCancel = () => {
    abort.current?.abort();
    setChosen(null);
  };

  const onUpload = () => {
    if (!chosen) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    upload.mutate(
      {
        file: chosen.file,
        fileType: chosen.type,
        onProgress: (fraction) => setProgress(fraction * 100),
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          setChosen(null);
          void alertSuccess(hostTexts.success.mediaSaved);
        },
        onError: (error) => {
          if (isAbort(error)) return;
          void alertError(
            getErrorMessage(error, hostTexts.hostErrors.eventUpdate),
          );
        },
        onSettled: () => {
          abort.current = null;
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Escolher foto ou vídeo
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*,video/mp4,video/webm"
          disabled={upload.isPending}
          onChange={onPick}
          aria-describedby={typeError ? `${inputId}-error` : undefined}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-dark file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-darker focus-visible:outline-2 focus-visible:outline-brand-dark"
        />
        {typeError && (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="text-sm text-danger"
          >
            {typeError}
          </p>
        )}
      </div>
      {chosen && previewUrl && (
        <figure className="flex flex-col gap-3">
          {chosen.type === 'image' ? (
            <img
              src={previewUrl}
              alt={`Prévia: ${chosen.file.name}`}
              className="max-h-72 w-full rounded-card bg-canvas object-contain"
            />
          ) : (
            <video
              src={previewUrl}
              controls
              aria-label={`Prévia: ${chosen.file.name}`}
              className="max-h-72 w-full rounded-card bg-canvas"
            />
          )}
          <figcaption className="flex flex-wrap items-center justify-between gap-3">
            <span className="min-w-0 break-all text-sm text-muted">
              {chosen.file.name}
            </span>
            <span className="flex gap-2">
              <Button
                aria-label="Enviar mídia"
                title="Enviar"
                loading={upload.isPending}
                onClick={onUpload}
              >
                <ArrowUpIcon />
              </Button>
              <Button
                variant="secondary"
                aria-label="Cancelar"
                title="Cancelar"
                onClick={onCancel}
              >
                <XIcon />
              </Button>
            </span>
          </figcaption>
          {upload.isPending && (
            <ProgressBar value={progress} label="Enviando mídia" />
          )}
        </figure>
      )}
    </div>
  );
};

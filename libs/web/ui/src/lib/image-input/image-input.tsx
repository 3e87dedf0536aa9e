import { inBackground } from '../events/in-background';
import { messages } from '@celebra/contracts';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { cx } from '../class-names';
import { FieldLabel, FieldNotes, useFieldA11y } from '../field/field-frame';
import { InlineLoading } from '../loading/inline-loading';
import { compressImage } from './compress-image';
import { useObjectUrl } from './use-object-url';

export type ImageInputProps = {
  label: ReactNode;
  /** Receives the compressed image (or the original when compression fails). */
  onChange: (file: File) => void;
  /** Image already saved (shown until a new one is chosen). */
  currentImageUrl?: string | null;
  /** Alternative text of the preview. */
  previewAlt?: string;
  /** Told when compression starts and ends, to hold a submit meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * File input for one image: refuses other types with 'Por favor, selecione um arquivo de
 * imagem.', compresses the chosen image (max 5 MB, 1920 px) and shows a preview.
 */
export const ImageInput = ({
  label,
  onChange,
  currentImageUrl,
  previewAlt = 'Pré-visualização da imagem',
  onBusyChange,
  error,
  hint,
  disabled = false,
  required,
  id,
  name,
  className,
}: ImageInputProps) => {
  const [chosen, setChosen] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const chosenUrl = useObjectUrl(chosen);
  const shownError = typeError ?? error;
  const { controlProps, hintId, errorId } = useFieldA11y({
    id,
    error: shownError,
    hint,
  });
  const previewUrl = chosenUrl ?? currentImageUrl ?? null;

  const setBusyState = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImage(file)) {
      setTypeError(messages.validation.imageFileRequired);
      event.target.value = '';
      return;
    }
    setTypeError(undefined);
    setBusyState(true);
    const result = await compressImage(file);
    setBusyState(false);
    setChosen(result);
    onChange(result);
  };

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <FieldLabel htmlFor={controlProps.id} label={label} required={required} />
      {previewUrl && (
        <img
          src={previewUrl}
          alt={previewAlt}
          className="h-32 w-32 rounded-card border border-line object-cover"
        />
      )}
      <input
        {...controlProps}
        type="file"
        accept="image/*"
        name={name}
        disabled={disabled || busy}
        onChange={inBackground(handleChange)}
        className="peer sr-only"
      />
      {/* The browser's own button and 'no file' text follow its language, not the page's. */}
      <div
        aria-hidden="true"
        className="flex flex-wrap items-center gap-3 rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-disabled:opacity-60"
      >
        <label
          htmlFor={controlProps.id}
          className="cursor-pointer rounded-lg bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand-darker"
        >
          Escolher imagem
        </label>
        <span className="min-w-0 text-sm break-words text-muted">
          {chosen?.name ?? 'Nenhuma imagem escolhida'}
        </span>
      </div>
      {busy && (
        <InlineLoading
          label="Comprimindo imagem..."
          showLabel
          className="text-sm"
        />
      )}
      <FieldNotes
        hintId={hintId}
        errorId={errorId}
        hint={hint}
        error={shownError}
      />
    </div>
  );
};

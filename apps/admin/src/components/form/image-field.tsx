import { ImageInput } from '@celebra/ui';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type ImageFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's file field (a `File` or null). */
  name: FieldPath<T>;
  required: boolean;
  /** The stored image, shown until another is chosen. */
  currentImageUrl?: string | null;
  previewAlt: string;
  /** True while the chosen image is being compressed. */
  onBusyChange: (busy: boolean) => void;
};

/** The 'Imagem' input of a form, bound to its file field. */
export const ImageField = <T extends FieldValues>({
  control,
  name,
  required,
  currentImageUrl,
  previewAlt,
  onBusyChange,
}: ImageFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <ImageInput
        label="Imagem"
        name={field.name}
        required={required}
        currentImageUrl={currentImageUrl}
        previewAlt={previewAlt}
        onChange={field.onChange}
        onBusyChange={onBusyChange}
        error={fieldState.error?.message}
      />
    )}
  />
);

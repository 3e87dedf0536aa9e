import {
  type CustomPage,
  type CustomPageBody,
  customPageBodySchema,
} from '@celebra/contracts';
import { Button, Field, TextAreaField, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

export type CustomPageFormProps = {
  page: CustomPage | null;
  saving: boolean;
  onSave: (body: CustomPageBody) => void;
  onCancel: () => void;
};

/** Title and text of an extra page of the public site; both required. */
export const CustomPageForm = ({
  page,
  saving,
  onSave,
  onCancel,
}: CustomPageFormProps) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(customPageBodySchema),
    defaultValues: { title: page?.title ?? '', content: page?.content ?? '' },
  });
  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onSave))}
      className="flex flex-col gap-4"
    >
      <Field
        label="Título da página"
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Conteúdo"
        hint="Quebras de linha são mantidas no site."
        rows={10}
        required
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          Salvar
        </Button>
      </div>
    </form>
  );
};

import {
  type CustomPage,
  type CustomPageBody,
  customPageBodySchema,
} from '@celebra/contracts';
import { Field, TextAreaField, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SaveFormProps } from '../../../components/form/save-form-props';
import { SaveActions } from '../../../components/form/save-actions';

export type CustomPageFormProps = SaveFormProps<CustomPageBody> & {
  page: CustomPage | null;
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
  const field = fieldBinder(register, errors);
  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onSave))}
      className="flex flex-col gap-4"
    >
      <Field label="Título da página" required {...field('title')} />
      <TextAreaField
        label="Conteúdo"
        hint="Quebras de linha são mantidas no site."
        rows={10}
        required
        {...field('content')}
      />
      <SaveActions onCancel={onCancel} submitting={saving} />
    </form>
  );
};

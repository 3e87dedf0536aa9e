import { Field, inBackground } from '@celebra/ui';
import { useForm } from 'react-hook-form';
import { FilterPanel } from '../../../components/filter-panel';
import type { UserFilters } from '../lib/user-filters';

export type UsersFilterProps = {
  filters: UserFilters;
  onApply: (filters: UserFilters) => void;
};

type FilterForm = { name: string; email: string; phoneNumber: string };

const toForm = (filters: UserFilters): FilterForm => ({
  name: filters.name ?? '',
  email: filters.email ?? '',
  phoneNumber: filters.phoneNumber ?? '',
});

/** Collapsible filter by name, e-mail and phone. */
export const UsersFilter = ({ filters, onApply }: UsersFilterProps) => {
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    values: toForm(filters),
    // The filters come back from the address a moment after 'Limpar' or 'Filtrar': what was
    // typed meanwhile stays. 'Limpar' itself empties every field (its reset overrides this).
    resetOptions: { keepDirtyValues: true },
  });
  const clear = () => {
    reset(toForm({}), { keepDirtyValues: false });
    onApply({});
  };
  return (
    <FilterPanel
      label="Filtrar usuários"
      onSubmit={inBackground(handleSubmit(onApply))}
      onClear={clear}
      gridClassName="sm:grid-cols-3"
      actionsClassName="sm:col-span-3"
    >
      <Field label="Nome" {...register('name')} />
      <Field label="E-mail" {...register('email')} />
      <Field label="Telefone" inputMode="tel" {...register('phoneNumber')} />
    </FilterPanel>
  );
};

import {
  adminTexts,
  listAdminEventsQuerySchema,
  type ListAdminEventsQuery,
} from '@celebra/contracts';
import { Field, SelectField, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FilterPanel } from '../../../components/filter-panel';
import { toEventFilters, type EventFilters } from '../lib/event-filters';

export type EventsFilterProps = {
  filters: EventFilters;
  onApply: (filters: EventFilters) => void;
};

type FilterInput = z.input<typeof listAdminEventsQuerySchema>;

const toForm = (filters: EventFilters): FilterInput => ({
  id: filters.id ?? '',
  title: filters.title ?? '',
  slug: filters.slug ?? '',
  active: filters.active ?? '',
  dateFilterType: filters.dateFilterType ?? 'createdAt',
  startDate: filters.startDate ?? '',
  endDate: filters.endDate ?? '',
});

const statusOptions = [
  { value: '', label: 'Todos' },
  { value: 'active', label: adminTexts.screens.common.active },
  { value: 'disabled', label: adminTexts.screens.common.inactive },
];

const dateTypeOptions = [
  { value: 'createdAt', label: 'Data de criação' },
  { value: 'eventDate', label: 'Data do evento' },
];

/** Filter by ID, title, link, status, date type and date range. */
export const EventsFilter = ({ filters, onApply }: EventsFilterProps) => {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterInput, unknown, ListAdminEventsQuery>({
    resolver: zodResolver(listAdminEventsQuerySchema),
    values: toForm(filters),
    // The filters come back from the address a moment after 'Limpar' or 'Filtrar': what was
    // typed meanwhile stays. 'Limpar' itself empties every field (its reset overrides this).
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldBinder(register, errors);
  const clear = () => {
    reset(toForm({}), { keepDirtyValues: false });
    onApply({});
  };
  return (
    <FilterPanel
      label="Filtrar eventos"
      onSubmit={inBackground(
        handleSubmit((query) => onApply(toEventFilters(query))),
      )}
      onClear={clear}
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      actionsClassName="items-end"
    >
      <Field label="ID" inputMode="numeric" {...field('id')} />
      <Field label="Título" {...field('title')} />
      <Field label="Link" {...field('slug')} />
      <SelectField
        label="Status"
        options={statusOptions}
        {...register('active')}
      />
      <SelectField
        label="Tipo de data"
        options={dateTypeOptions}
        {...register('dateFilterType')}
      />
      <Field label="Data inicial" type="date" {...field('startDate')} />
      <Field label="Data final" type="date" {...field('endDate')} />
    </FilterPanel>
  );
};

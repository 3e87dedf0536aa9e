import { type AdminEventListItem, adminTexts } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import {
  buttonClasses,
  Table,
  type TableColumn,
  createdAtColumn,
} from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type EventsTableProps = { events: AdminEventListItem[] };

const rowActions = [
  { label: 'Detalhes', to: paths.event },
  { label: 'Recados', to: paths.eventMessages },
  { label: 'Convidados', to: paths.eventGuests },
  { label: 'Presentes recebidos', to: paths.eventGiftsReceived },
  { label: 'Serviços', to: paths.eventServices },
] as const;

const columns: TableColumn<AdminEventListItem>[] = [
  { key: 'id', header: 'ID', cell: (event) => event.id },
  { key: 'title', header: 'Título', cell: (event) => event.title },
  { key: 'slug', header: 'Link', cell: (event) => event.slug },
  {
    key: 'host',
    header: 'Anfitrião',
    cell: (event) => `${event.user.firstName} ${event.user.lastName}`,
  },
  {
    key: 'eventDate',
    header: 'Data do evento',
    cell: (event) => formatDate(event.eventDate) || '-',
    className: 'whitespace-nowrap',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (event) =>
      event.active
        ? adminTexts.screens.common.active
        : adminTexts.screens.common.inactive,
  },
  createdAtColumn('Criado em'),
  {
    key: 'actions',
    header: 'Ações',
    cell: (event) => (
      <div className="flex flex-wrap gap-1">
        {rowActions.map(({ label, to }) => (
          <Link
            key={label}
            to={to(event.id)}
            aria-label={`${label} do evento ${event.title}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {label}
          </Link>
        ))}
      </div>
    ),
  },
];

/** The event list table with its five row actions. */
export const EventsTable = ({ events }: EventsTableProps) => (
  <Table caption="Eventos" columns={columns} rows={events} />
);

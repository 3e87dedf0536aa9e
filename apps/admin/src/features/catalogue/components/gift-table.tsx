import type { AdminGift } from '@celebra/contracts';
import {
  buttonClasses,
  Table,
  type TableColumn,
  createdAtColumn,
  moneyColumn,
} from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type GiftTableProps = {
  gifts: readonly AdminGift[];
  /** Accessible name of the table. */
  caption: string;
};

const columns: TableColumn<AdminGift>[] = [
  { key: 'id', header: 'ID', cell: (gift) => gift.id },
  { key: 'name', header: 'Nome', cell: (gift) => gift.name },
  {
    key: 'description',
    header: 'Descrição',
    cell: (gift) => gift.description,
    className: 'min-w-48',
  },
  moneyColumn('price', 'Preço', (gift) => gift.price),
  createdAtColumn('Criado em'),
  {
    key: 'actions',
    header: 'Ações',
    cell: (gift) => (
      <Link
        to={paths.gift(gift.id)}
        aria-label={`Editar ${gift.name}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Editar
      </Link>
    ),
  },
];

/** The gifts of one category: ID, name, description, price, created at, edit. */
export const GiftTable = ({ gifts, caption }: GiftTableProps) => (
  <Table caption={caption} columns={columns} rows={gifts} />
);

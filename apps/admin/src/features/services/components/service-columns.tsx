import { serviceTypeLabel } from '@celebra/contracts';
import { buttonClasses, type TableColumn, moneyColumn } from '@celebra/ui';
import { Link } from 'react-router-dom';

type Named = { name: string };

/** The service's name, under `header`. */
export const nameColumn = <T extends Named>(
  header: string,
): TableColumn<T> => ({
  key: 'name',
  header,
  cell: (service) => service.name,
});

export const priceColumn = <T extends { price: number }>(): TableColumn<T> =>
  moneyColumn('price', 'Preço', (service) => service.price);

/** The type's label ('Fotos', 'Vídeos'…). */
export const typeColumn = <
  T extends { type: string | null },
>(): TableColumn<T> => ({
  key: 'type',
  header: 'Tipo',
  cell: (service) => serviceTypeLabel(service.type),
});

export const quantityColumn = <
  T extends { quantity: number },
>(): TableColumn<T> => ({
  key: 'quantity',
  header: 'Quantidade',
  cell: (service) => service.quantity,
});

/** 'Editar', a link to the page `pathOf` gives, named after the service for screen readers. */
export const editColumn = <T extends Named>(
  pathOf: (service: T) => string,
): TableColumn<T> => ({
  key: 'edit',
  header: 'Ações',
  cell: (service) => (
    <Link
      to={pathOf(service)}
      aria-label={`Editar ${service.name}`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      Editar
    </Link>
  ),
});

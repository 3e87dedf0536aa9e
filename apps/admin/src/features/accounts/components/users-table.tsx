import type { AdminUser } from '@celebra/contracts';
import { adminTexts } from '@celebra/contracts';
import { Button, Table, type TableColumn, createdAtColumn } from '@celebra/ui';

export type UsersTableProps = {
  users: AdminUser[];
  onShowEvents: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
};

const statusLabel = (user: AdminUser) =>
  user.active
    ? adminTexts.screens.common.active
    : adminTexts.screens.common.inactive;

/** ID, name, e-mail, phone, status, creation date and the row actions. */
export const UsersTable = ({
  users,
  onShowEvents,
  onEdit,
}: UsersTableProps) => {
  const columns: TableColumn<AdminUser>[] = [
    { key: 'id', header: 'ID', cell: (user) => user.id },
    {
      key: 'name',
      header: 'Nome',
      cell: (user) => `${user.firstName} ${user.lastName}`,
    },
    { key: 'email', header: 'E-mail', cell: (user) => user.email },
    {
      key: 'phone',
      header: 'Telefone',
      cell: (user) => user.phoneNumber,
      className: 'whitespace-nowrap',
    },
    { key: 'status', header: 'Status', cell: statusLabel },
    createdAtColumn('Criado em'),
    {
      key: 'actions',
      header: 'Ações',
      cell: (user) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Eventos do usuário ${user.firstName} ${user.lastName}`}
            onClick={() => onShowEvents(user)}
          >
            Eventos
          </Button>
          <Button
            size="sm"
            aria-label={`Editar informações de ${user.firstName} ${user.lastName}`}
            onClick={() => onEdit(user)}
          >
            Editar
          </Button>
        </div>
      ),
    },
  ];
  return <Table caption="Usuários" columns={columns} rows={users} />;
};

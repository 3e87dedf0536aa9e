import { Button, Collapsible, cx } from '@celebra/ui';
import type { FormEventHandler, ReactNode } from 'react';

export type FilterPanelProps = {
  /** The search form's accessible name ('Filtrar usuários'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** 'Limpar': empties the fields and shows the whole list. */
  onClear: () => void;
  /** Columns of the fields' grid. */
  gridClassName: string;
  /** Placement of the buttons in that grid. */
  actionsClassName: string;
  /** The fields. */
  children: ReactNode;
};

/** A list's collapsible 'Filtros' form, with 'Limpar' and 'Filtrar' after its fields. */
export const FilterPanel = ({
  label,
  onSubmit,
  onClear,
  gridClassName,
  actionsClassName,
  children,
}: FilterPanelProps) => (
  <Collapsible title="Filtros" headingLevel={2}>
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className={cx('grid gap-4', gridClassName)}
    >
      {children}
      <div className={cx('flex gap-2 sm:justify-end', actionsClassName)}>
        <Button variant="secondary" onClick={onClear}>
          Limpar
        </Button>
        <Button type="submit">Filtrar</Button>
      </div>
    </form>
  </Collapsible>
);

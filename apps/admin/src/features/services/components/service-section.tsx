import {
  Collapsible,
  InlineLoading,
  Table,
  type TableColumn,
  type TableRow,
  useErrorAlert,
} from '@celebra/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { getErrorMessage } from '@celebra/api-client';

export type ServiceSectionProps<Row extends TableRow> = {
  title: string;
  query: UseQueryResult<Row[]>;
  columns: TableColumn<Row>[];
  errorText: string;
};

/** One collapsible section of the event services page with its own table and load error. */
export const ServiceSection = <Row extends TableRow>({
  title,
  query,
  columns,
  errorText,
}: ServiceSectionProps<Row>) => {
  useErrorAlert(query.error, errorText, getErrorMessage);
  return (
    <Collapsible title={title} headingLevel={2} defaultOpen>
      {query.isPending ? (
        <InlineLoading showLabel />
      ) : (
        <Table caption={title} columns={columns} rows={query.data ?? []} />
      )}
    </Collapsible>
  );
};

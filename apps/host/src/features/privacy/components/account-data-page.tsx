import { getErrorMessage } from '@celebra/api-client';
import { InlineLoading, PageHeader, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { accountDataQueryOptions } from '../api/account-data-query';
import { accountDataTexts } from '../account-data-texts';
import { CloseAccountSection } from './close-account-section';
import { ExportSection } from './export-section';

/** /account/data 'Meus dados': download everything of the account, or close it. */
export const AccountDataPage = () => {
  const data = useQuery(accountDataQueryOptions());
  useErrorAlert(data.error, accountDataTexts.loadFailed, getErrorMessage);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={accountDataTexts.title}
        subtitle={accountDataTexts.subtitle}
      />
      {data.isPending ? (
        <InlineLoading label="Carregando..." showLabel />
      ) : (
        data.isSuccess && (
          <>
            <ExportSection latest={data.data.export} />
            <CloseAccountSection closure={data.data.closure} />
          </>
        )
      )}
    </div>
  );
};

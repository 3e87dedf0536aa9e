import { getErrorMessage } from '@celebra/api-client';
import { Button } from '@celebra/ui';
import { useDownloadGuestData } from '../api/guest-data-api';
import { privacyTexts as t } from '../privacy-texts';
import { FormAlert, Panel } from './privacy-layout';

/** 'Baixar (JSON)' and 'Baixar (CSV)': everything held, as files. */
export const DownloadPanel = ({ token }: { token: string }) => {
  const download = useDownloadGuestData(token);
  const busy = download.isPending ? download.variables : undefined;
  return (
    <Panel title={t.downloadTitle} headingId="download">
      <p>{t.downloadHelp}</p>
      <FormAlert
        message={
          download.isError
            ? getErrorMessage(download.error, t.downloadFailed)
            : null
        }
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          className="sm:flex-1"
          loading={busy === 'json'}
          onClick={() => download.mutate('json')}
        >
          {t.downloadJson}
        </Button>
        <Button
          variant="secondary"
          className="sm:flex-1"
          loading={busy === 'csv'}
          onClick={() => download.mutate('csv')}
        >
          {t.downloadCsv}
        </Button>
      </div>
    </Panel>
  );
};

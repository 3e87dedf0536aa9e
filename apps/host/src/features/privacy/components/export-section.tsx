import type { AccountExport } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { alertFailure } from '@celebra/shell';
import { Button } from '@celebra/ui';
import { TitledSection } from '../../../components/titled-section';
import { useRequestExport } from '../api/use-account-data-changes';
import { accountDataTexts } from '../account-data-texts';

const t = accountDataTexts;

const statusText = (current: AccountExport) => {
  switch (current.status) {
    case 'building':
      return t.exportStatus.building;
    case 'ready':
      return t.exportStatus.ready(formatDateTime(current.expiresAt ?? ''));
    case 'failed':
      return t.exportStatus.failed;
    case 'expired':
      return t.exportStatus.expired;
  }
};

/** 'Baixar meus dados': asks for the ZIP and shows where the latest one stands. */
export const ExportSection = ({ latest }: { latest: AccountExport | null }) => {
  const requestExport = useRequestExport();
  const building = latest?.status === 'building';
  return (
    <TitledSection id="account-export" title={t.exportTitle}>
      <p className="text-muted">{t.exportIntro}</p>
      {latest && (
        <p
          role="status"
          className="rounded-lg bg-brand-soft px-3 py-2 text-ink"
        >
          {statusText(latest)}
        </p>
      )}
      <div>
        <Button
          loading={requestExport.isPending}
          disabled={building}
          onClick={() =>
            requestExport.mutate(undefined, {
              onError: alertFailure(t.exportFailed),
            })
          }
        >
          {t.exportButton}
        </Button>
      </div>
    </TitledSection>
  );
};

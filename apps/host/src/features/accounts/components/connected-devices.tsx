import { getErrorMessage } from '@celebra/api-client';
import { hostTexts, type UserSession } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  confirmAction,
  InlineLoading,
  Table,
  type TableColumn,
  useErrorAlert,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TitledSection } from '../../../components/titled-section';
import { paths } from '../../../config/paths';
import { useEndOtherSessions, useEndSession } from '../api/use-end-sessions';
import { userSessionsQueryOptions } from '../api/user-sessions-query';

const t = hostTexts.screens.account;
const errors = hostTexts.hostErrors;

const ThisDevice = () => (
  <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-darker">
    {t.thisDevice}
  </span>
);

/**
 * 'Aparelhos conectados': where the account is signed in (device, since when, last use), this
 * device marked; 'Desconectar' ends another one, 'Sair de todos os aparelhos' every other one
 * (this one stays signed in). Each asks first.
 */
export const ConnectedDevices = () => {
  const list = useQuery(userSessionsQueryOptions());
  useErrorAlert(list.error, errors.sessionsLoad, getErrorMessage);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const onEnd = async (session: UserSession) => {
    const confirmed = await confirmAction({
      title: t.confirmEndTitle,
      text: t.confirmEndText(session.device),
      confirmText: t.endSession,
    });
    if (!confirmed) return;
    endOne.mutate(session.id, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: alertFailure(errors.sessionEnd),
    });
  };

  const onEndOthers = async () => {
    const confirmed = await confirmAction({
      title: t.confirmEndOthersTitle,
      text: t.confirmEndOthersText,
      confirmText: t.confirmEndOthers,
    });
    if (!confirmed) return;
    endOthers.mutate(undefined, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: alertFailure(errors.otherSessionsEnd),
    });
  };

  const columns: TableColumn<UserSession>[] = [
    {
      key: 'device',
      header: t.deviceHeader,
      cell: (session) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{session.device}</span>
          {session.current && <ThisDevice />}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t.signedInAtHeader,
      cell: (session) => formatDateTime(session.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'lastUsedAt',
      header: t.lastUsedAtHeader,
      cell: (session) => formatDateTime(session.lastUsedAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: t.actionsHeader,
      cell: (session) =>
        session.current ? (
          '—'
        ) : (
          <Button
            size="sm"
            variant="danger"
            loading={endOne.isPending && endOne.variables === session.id}
            aria-label={t.endSessionOf(
              session.device,
              formatDateTime(session.lastUsedAt),
            )}
            onClick={() => void onEnd(session)}
          >
            {t.endSession}
          </Button>
        ),
    },
  ];

  return (
    <TitledSection id="connected-devices" title={t.sessionsTitle}>
      <p className="text-muted">{t.sessionsIntro}</p>
      {list.isPending ? (
        <InlineLoading label="Carregando..." showLabel />
      ) : (
        <>
          <Table
            caption={t.sessionsCaption}
            columns={columns}
            rows={sessions}
          />
          {others.length > 0 ? (
            <div>
              <Button
                variant="secondary"
                loading={endOthers.isPending}
                onClick={() => void onEndOthers()}
              >
                {t.endOthers}
              </Button>
            </div>
          ) : (
            list.isSuccess && <p className="text-ink">{t.onlyThisDevice}</p>
          )}
        </>
      )}
      <p className="text-sm text-muted">
        {t.unknownDeviceHint}{' '}
        <Link
          to={paths.forgotPassword}
          className="font-semibold text-brand-dark underline hover:text-brand-darker"
        >
          {t.resetPassword}
        </Link>
      </p>
    </TitledSection>
  );
};

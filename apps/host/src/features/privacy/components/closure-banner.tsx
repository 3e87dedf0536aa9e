import { formatDateTime } from '@celebra/format';
import { useQuery } from '@tanstack/react-query';
import { accountDataQueryOptions } from '../api/account-data-query';
import { accountDataTexts } from '../account-data-texts';
import { CancelClosureButton } from './cancel-closure-button';

/** On every signed-in page while the account's closure is in its grace period. */
export const ClosureBanner = () => {
  const { data } = useQuery(accountDataQueryOptions());
  const closesAt = data?.closure?.closesAt;
  if (!closesAt) return null;
  return (
    <section
      aria-label="Encerramento da conta"
      className="mb-6 flex flex-col gap-3 rounded-card border border-line border-l-4 border-l-danger bg-surface p-4 text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{accountDataTexts.banner(formatDateTime(closesAt))}</p>
      <CancelClosureButton className="shrink-0" />
    </section>
  );
};

import { isApiError } from '@celebra/api-client';
import { useEffect, useRef, useState } from 'react';
import { ClockIcon } from '../../../components/icons';
import { guestTexts as t } from '../../../config/texts';
import { readCheckout, settleCheckout } from '../../../lib/checkout-storage';
import { pixPath } from '../../../lib/pix-route';
import { useOrderStatus } from '../api/get-order-status';

type Pending = { orderId: number; token: string };

type NoticeProps = {
  slug: string;
  pending: Pending;
  /** That Pix was paid (the saved checkout is erased): the page empties its cart. */
  onPaid: () => void;
};

const Notice = ({
  slug,
  pending,
  onPaid,
  onSettled,
}: NoticeProps & { onSettled: () => void }) => {
  const { data, error } = useOrderStatus(pending.orderId, pending.token, false);
  const status = data?.status;
  const gone = isApiError(error) && error.status === 404;
  const outcome =
    status === 'APPROVED'
      ? 'paid'
      : status === 'RECUSED' || status === 'CANCELLED' || gone
        ? 'ended'
        : null;
  const settled = useRef(false);
  useEffect(() => {
    if (!outcome || settled.current) return;
    settled.current = true;
    settleCheckout(slug, pending.orderId, outcome);
    if (outcome === 'paid') onPaid();
    onSettled();
  }, [outcome, slug, pending.orderId, onPaid, onSettled]);
  if (status !== 'PENDING') return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 right-24 z-[5] flex items-start gap-3 rounded-card border-2 border-brand bg-surface p-3 text-ink shadow-lg sm:right-auto sm:max-w-sm"
    >
      <ClockIcon
        width={24}
        height={24}
        className="mt-0.5 shrink-0 text-brand-dark"
      />
      <div className="min-w-0">
        <p className="font-bold">{t.pendingPixTitle}</p>
        <p className="text-sm text-muted">{t.pendingPixText}</p>
        <a
          href={pixPath(slug, pending.orderId, pending.token)}
          className="mt-1 inline-block font-semibold text-brand-dark underline"
        >
          {t.pendingPixLink}
        </a>
      </div>
    </div>
  );
};

/**
 * 'Você tem um Pix pendente', with the way back to that Pix: shown on the site while the Pix
 * order the guest opened in this browser waits for its payment (after Back from the Pix page,
 * or on a later visit). Paid, the saved checkout is erased and the cart emptied; refused or
 * cancelled, the notice goes and the cart stays.
 */
export const PendingPixNotice = ({
  slug,
  onPaid,
}: Omit<NoticeProps, 'pending'>) => {
  const [pending, setPending] = useState(() => readCheckout(slug).pendingPix);
  if (!pending) return null;
  return (
    <Notice
      key={pending.orderId}
      slug={slug}
      pending={pending}
      onPaid={onPaid}
      onSettled={() => setPending(undefined)}
    />
  );
};

import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { giftCategoriesQuery, giftQuery } from '../api/gift-queries';
import { paths } from '../../../config/paths';
import { GiftForm } from './gift-form';
import { LoadFailed } from '../../../components/load-failed';

const text = adminTexts.screens.admin;
const errorsText = adminTexts.adminErrors;

/** /gifts/create 'Novo Presente' and /gifts/{id} 'Atualizar Presente'. */
export const GiftFormPage = () => {
  const { id: giftId } = useParams();
  const navigate = useNavigate();
  const gift = useQuery({
    ...giftQuery(giftId ?? ''),
    enabled: giftId !== undefined,
  });
  const categories = useQuery(giftCategoriesQuery());
  useErrorAlert(gift.error, errorsText.giftLoad, getErrorMessage);
  useErrorAlert(
    categories.error,
    errorsText.giftCategoriesLoad,
    getErrorMessage,
  );

  const title = giftId === undefined ? text.newGift : text.updateGift;
  const failed = (giftId !== undefined && gift.isError) || categories.isError;
  const ready =
    categories.data !== undefined &&
    (giftId === undefined || gift.data !== undefined);

  return (
    <section aria-labelledby="gift-form-title" className="flex flex-col gap-6">
      <h1 id="gift-form-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
        {failed ? (
          <LoadFailed
            text={
              gift.isError ? errorsText.giftLoad : errorsText.giftCategoriesLoad
            }
            onRetry={() => {
              if (gift.isError) void gift.refetch();
              if (categories.isError) void categories.refetch();
            }}
          />
        ) : ready ? (
          <GiftForm
            key={gift.data?.id ?? 'new'}
            gift={gift.data ?? null}
            eventTypes={categories.data}
            onDone={() => void navigate(paths.gifts)}
          />
        ) : (
          <InlineLoading />
        )}
      </div>
    </section>
  );
};

import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, messages } from '@celebra/contracts';
import {
  buttonClasses,
  InlineLoading,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { giftsByCategoryQuery } from '../api/gift-queries';
import { paths } from '../../../config/paths';
import { GiftTypeSection } from './gift-type-section';
import { LoadFailed } from '../../../components/load-failed';

const errorText = adminTexts.adminErrors.giftsLoad;

/** /gifts: event types → their categories (tabs) → their gifts. */
export const GiftsPage = () => {
  const giftsByType = useQuery(giftsByCategoryQuery());
  useErrorAlert(giftsByType.error, errorText, getErrorMessage);

  return (
    <section aria-labelledby="gifts-title" className="flex flex-col gap-6">
      <PageHeader
        titleId="gifts-title"
        title={adminTexts.screens.admin.tileGifts}
        actions={
          <Link to={paths.giftCreate} className={buttonClasses()}>
            Novo presente
          </Link>
        }
      />
      {giftsByType.isError ? (
        <LoadFailed
          text={errorText}
          onRetry={() => void giftsByType.refetch()}
        />
      ) : giftsByType.data === undefined ? (
        <InlineLoading />
      ) : giftsByType.data.length === 0 ? (
        <p className="text-muted">{messages.empty.table}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {giftsByType.data.map((eventType, index) => (
            <GiftTypeSection
              key={eventType.id}
              eventType={eventType}
              defaultOpen={index === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
};

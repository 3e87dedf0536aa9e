import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { alertError, InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import {
  eventServicesQueryOptions,
  pendingServicesQueryOptions,
} from '../api/service-queries';
import {
  openCheckoutWindow,
  usePurchaseService,
} from '../api/use-purchase-service';
import { ServiceCard } from './service-card';
import { ServiceSection } from './service-section';

const texts = hostTexts.screens.services;

export type ServiceListDisplay = 'turbo' | 'full';

export type ServiceListProps = {
  eventId: number;
  /** 'turbo' (dashboard): pending payments and the services to buy; 'full' adds contracted and free. */
  display: ServiceListDisplay;
};

/** The service packages of the event, grouped. */
export const ServiceList = ({ eventId, display }: ServiceListProps) => {
  const services = useQuery(eventServicesQueryOptions(eventId));
  const pending = useQuery(pendingServicesQueryOptions(eventId));
  useErrorAlert(
    services.error ?? pending.error,
    hostTexts.hostErrors.servicesLoad,
    getErrorMessage,
  );
  const purchase = usePurchaseService(eventId);

  const buy = (serviceId: number) => {
    const checkout = openCheckoutWindow();
    purchase.mutate(serviceId, {
      onSuccess: ({ paymentLink }) => checkout.show(paymentLink),
      onError: (error) => {
        checkout.discard();
        void alertError(
          getErrorMessage(error, hostTexts.hostErrors.servicePayment),
        );
      },
    });
  };
  const buying = (serviceId: number) =>
    purchase.isPending && purchase.variables === serviceId;

  if (services.isPending || pending.isPending) {
    return <InlineLoading label="Carregando serviços..." showLabel />;
  }
  const groups = services.data ?? { default: [], turbo: [], contracted: [] };
  const pendingServices = pending.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      {pendingServices.length > 0 && (
        <ServiceSection
          title={texts.pendingTitle}
          subtitle={texts.pendingSubtitle}
          cards={pendingServices.map((service) => (
            <ServiceCard
              key={service.id}
              kind="pending"
              service={service}
              onBuy={buy}
              buying={buying(service.serviceId)}
            />
          ))}
        />
      )}
      {display === 'full' && (
        <>
          <ServiceSection
            title={texts.contractedTitle}
            emptyText={hostTexts.empty.contractedServices}
            cards={groups.contracted.map((service) => (
              <ServiceCard
                key={service.id}
                kind="contracted"
                service={service}
              />
            ))}
          />
          <ServiceSection
            title={texts.freeTitle}
            cards={groups.default.map((service) => (
              <ServiceCard key={service.id} kind="default" service={service} />
            ))}
          />
        </>
      )}
      <ServiceSection
        title={texts.turboTitle}
        subtitle={texts.turboSubtitle}
        cards={groups.turbo.map((service) => (
          <ServiceCard
            key={service.id}
            kind="turbo"
            service={service}
            onBuy={buy}
            buying={buying(service.id)}
          />
        ))}
      />
    </div>
  );
};

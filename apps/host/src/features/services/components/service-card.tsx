import {
  type ContractedPackage,
  type DefaultPackage,
  hostTexts,
  type PendingPackage,
  type TurboPackage,
} from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { Button, buttonClasses, Card } from '@celebra/ui';
import type { ReactNode } from 'react';

const texts = hostTexts.screens.services;

export type ServiceCardProps =
  | {
      kind: 'turbo';
      service: TurboPackage;
      onBuy: (serviceId: number) => void;
      buying: boolean;
    }
  | { kind: 'default'; service: DefaultPackage }
  | { kind: 'contracted'; service: ContractedPackage }
  | {
      kind: 'pending';
      service: PendingPackage;
      onBuy: (serviceId: number) => void;
      buying: boolean;
    };

const Badge = ({ children }: { children: ReactNode }) => (
  <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-darker">
    {children}
  </span>
);

const footerOf = (props: ServiceCardProps): ReactNode => {
  switch (props.kind) {
    case 'default':
      return <Badge>{texts.free}</Badge>;
    case 'contracted':
      return <Badge>{texts.contracted}</Badge>;
    case 'turbo':
      return (
        <>
          <strong className="text-lg text-ink">
            {formatBRL(props.service.price)}
          </strong>
          <Button
            loading={props.buying}
            onClick={() => props.onBuy(props.service.id)}
            aria-label={`${texts.buy} ${props.service.name}`}
          >
            {texts.buy}
          </Button>
        </>
      );
    case 'pending': {
      const { service } = props;
      return (
        <>
          <span className="flex flex-col">
            <strong className="text-lg text-ink">
              {formatBRL(service.price)}
            </strong>
            {service.expirationAt && (
              <span className="text-sm text-muted">
                {texts.dueOn(formatDateTime(service.expirationAt))}
              </span>
            )}
          </span>
          {service.paymentLink ? (
            <a
              href={service.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses()}
            >
              {texts.continuePayment}
            </a>
          ) : (
            <Button
              loading={props.buying}
              onClick={() => props.onBuy(service.serviceId)}
            >
              {texts.continuePayment}
            </Button>
          )}
        </>
      );
    }
  }
};

/** One package: turbo (price, COMPRAR), default ('Gratuito'), contracted, or pending payment. */
export const ServiceCard = (props: ServiceCardProps) => (
  <Card
    title={props.service.name}
    className="flex h-full flex-col"
    headingLevel={3}
  >
    <p className="flex-1 text-sm whitespace-pre-line text-muted">
      {props.service.description}
    </p>
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {footerOf(props)}
    </div>
  </Card>
);

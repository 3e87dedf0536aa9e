import type { PartyInfoResponse } from '@celebra/contracts';
import { buttonClasses, cx } from '@celebra/ui';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import type { SectionModalProps } from '../../../components/form-modal-section';
import { SiteLink } from '../../../components/site-link';
import { sectionIds, sitePaths } from '../../../config/paths';
import { partyPath } from '../lib/party-paths';
import { partyTexts as t } from '../party-texts';
import { PartyLayout } from './party-layout';
import { GiftIcon, MessageIcon, PhotosIcon } from './party-icons';

const actionClasses = cx(
  buttonClasses({ size: 'lg', fullWidth: true }),
  'h-auto min-h-20 justify-start gap-4 px-5 py-4 text-left',
);

type ActionProps = {
  id: string;
  Icon: ComponentType<{ className?: string }>;
  label: string;
  help: string;
};

const ActionContent = ({ id, Icon, label, help }: ActionProps) => (
  <>
    <Icon className="size-8 shrink-0" />
    <span className="flex flex-col">
      <span id={`${id}-label`} className="text-xl">
        {label}
      </span>
      <span
        id={`${id}-help`}
        className="text-base font-normal tracking-normal normal-case"
      >
        {help}
      </span>
    </span>
  </>
);

const ActionLink = ({ href, ...action }: ActionProps & { href: string }) => (
  <SiteLink
    href={href}
    className={actionClasses}
    aria-labelledby={`${action.id}-label`}
    aria-describedby={`${action.id}-help`}
  >
    <ActionContent {...action} />
  </SiteLink>
);

const Actions = ({ children }: { children: ReactNode }) => (
  <ul className="mt-8 flex flex-col gap-4">{children}</ul>
);

export type PartyHomeProps = {
  slug: string;
  party: PartyInfoResponse;
  /** The site's message form ('Deixe seu recado'), a lazy component. */
  MessageModal: ComponentType<SectionModalProps>;
};

/**
 * '/festa', the page the table card's QR opens: the event's name and the three things to do
 * at the party (each only when the hosts have it on): send photos, leave a message (the
 * site's message form), give a gift from the list.
 */
export const PartyHome = ({ slug, party, MessageModal }: PartyHomeProps) => {
  const [messageOpen, setMessageOpen] = useState(false);
  const [messageLoaded, setMessageLoaded] = useState(false);
  return (
    <PartyLayout title={party.title} intro={t.partyIntro}>
      <Actions>
        {party.uploadsEnabled && (
          <li>
            <ActionLink
              id="festa-fotos"
              href={partyPath(slug, 'fotos')}
              Icon={PhotosIcon}
              label={t.sendPhotos}
              help={t.sendPhotosHelp}
            />
          </li>
        )}
        {party.messagesShown && (
          <li>
            <button
              type="button"
              className={actionClasses}
              aria-haspopup="dialog"
              aria-labelledby="festa-recado-label"
              aria-describedby="festa-recado-help"
              onClick={() => {
                setMessageLoaded(true);
                setMessageOpen(true);
              }}
            >
              <ActionContent
                id="festa-recado"
                Icon={MessageIcon}
                label={t.leaveMessage}
                help={t.leaveMessageHelp}
              />
            </button>
          </li>
        )}
        {party.giftListShown && (
          <li>
            <ActionLink
              id="festa-presente"
              href={sitePaths.section(slug, sectionIds.gifts)}
              Icon={GiftIcon}
              label={t.giveGift}
              help={t.giveGiftHelp}
            />
          </li>
        )}
      </Actions>
      {party.albumHasItems && (
        <p className="mt-8 text-center">
          <SiteLink
            href={partyPath(slug, 'album')}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {t.seeAlbum}
          </SiteLink>
        </p>
      )}
      {messageLoaded && (
        <Suspense fallback={null}>
          <MessageModal
            open={messageOpen}
            onClose={() => setMessageOpen(false)}
            slug={slug}
            eventId={party.eventId}
          />
        </Suspense>
      )}
    </PartyLayout>
  );
};

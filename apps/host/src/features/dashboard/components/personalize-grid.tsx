import { hostTexts } from '@celebra/contracts';
import { Link } from 'react-router-dom';
import { ShareIcon } from '../../../components/icons';
import { hostPages } from '../../../config/host-pages';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { whatsappShareUrl } from '../lib/whatsapp-share';
import { TitledSection } from '../../../components/titled-section';

export type PersonalizeGridProps = { siteUrl: string };

const cardClasses =
  'flex h-full flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-sm hover:border-brand-dark hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/** 'Personalize': a card per page the role may open, and one that shares the site through WhatsApp. */
export const PersonalizeGrid = ({ siteUrl }: PersonalizeGridProps) => {
  const { can } = useCurrentEvent();
  return (
    <TitledSection
      id="personalize-title"
      title={hostTexts.screens.host.personalize}
    >
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {hostPages
          .filter((page) => can(page.permission))
          .map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={cardClasses}>
                <span className="font-semibold text-ink">{page.title}</span>
                <span className="text-sm text-muted">{page.description}</span>
              </Link>
            </li>
          ))}
        <li>
          <a
            href={whatsappShareUrl(siteUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={cardClasses}
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <ShareIcon className="size-5" />
              Compartilhar no WhatsApp
            </span>
            <span className="text-sm text-muted">
              Envie o convite com o link do seu site.
            </span>
          </a>
        </li>
      </ul>
    </TitledSection>
  );
};

import { buttonClasses } from '@celebra/ui';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { pagePermissions } from '../../config/host-pages';
import { paths } from '../../config/paths';
import {
  canOn,
  useCurrentEventState,
} from '../../lib/current-event/current-event-context';

type NoticeProps = {
  title: string;
  text: string;
  link: { to: string; label: string };
};

const Notice = ({ title, text, link }: NoticeProps) => (
  <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6 shadow-sm">
    <h1 className="text-2xl font-bold text-ink">{title}</h1>
    <p className="text-ink">{text}</p>
    <Link to={link.to} className={buttonClasses()}>
      {link.label}
    </Link>
  </div>
);

const withoutTrailingSlash = (pathname: string) =>
  pathname.replace(/(.)\/+$/, '$1');

/**
 * The pages of the current event: none without an event (the way to create one instead), a
 * clear refusal on a page the role may not open, and each page afresh when the event changes.
 */
export const EventPages = () => {
  const { event } = useCurrentEventState();
  const { pathname } = useLocation();
  if (!event)
    return (
      <Notice
        title="Nenhum evento por aqui"
        text="Sua conta não tem acesso a nenhum evento no momento. Crie um evento ou abra o link do convite que você recebeu por e-mail."
        link={{ to: paths.newEvent, label: 'Criar outro evento' }}
      />
    );
  const needed = pagePermissions[withoutTrailingSlash(pathname)] ?? 'view';
  if (!canOn(event, needed))
    return (
      <Notice
        title="Página indisponível"
        text="Seu acesso a este evento não permite abrir esta página."
        link={{ to: paths.home, label: 'Ir para o início' }}
      />
    );
  return <Outlet key={event.id} />;
};

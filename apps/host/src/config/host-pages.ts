import { type EventPermission, hostTexts } from '@celebra/contracts';
import { paths } from './paths';

const titles = hostTexts.screens.host;

export type HostPage = {
  path: string;
  title: string;
  /** One line for the dashboard's 'Personalize' cards. */
  description: string;
  /** What the page does to the event: a role without it sees neither the page nor its link. */
  permission: EventPermission;
};

/** The pages of the signed-in area, in menu order. */
export const hostPages: readonly HostPage[] = [
  {
    path: paths.custom,
    title: titles.customTitle,
    description: 'Título, subtítulo, apresentação e a cor do seu site.',
    permission: 'site',
  },
  {
    path: paths.appearance,
    title: titles.appearanceTitle,
    description: hostTexts.screens.appearance.pageDescription,
    permission: 'site',
  },
  {
    path: paths.info,
    title: titles.infoTitle,
    description: 'Data, horário, local ou transmissão do evento.',
    permission: 'site',
  },
  {
    path: paths.gifts,
    title: titles.giftsTitle,
    description: 'Os presentes da sua lista e suas sugestões.',
    permission: 'gifts',
  },
  {
    path: paths.customPages,
    title: titles.customPagesTitle,
    description: 'Páginas extras com o conteúdo que você quiser.',
    permission: 'site',
  },
  {
    path: paths.settings,
    title: titles.settingsTitle,
    description: 'Link do site, senha e o que os convidados veem.',
    permission: 'site',
  },
  {
    path: paths.gallery,
    title: titles.galleryTitle,
    description: 'Fotos e vídeos que aparecem no seu site.',
    permission: 'site',
  },
  {
    path: paths.party,
    title: hostTexts.party.title,
    description: hostTexts.party.pageDescription,
    permission: 'view',
  },
  {
    path: paths.servicePackage,
    title: titles.servicePackageTitle,
    description: 'Serviços para turbinar o seu site.',
    permission: 'money',
  },
  {
    path: paths.confirmations,
    title: titles.confirmationsTitle,
    description: 'Convites, envio pelo WhatsApp e quem confirmou presença.',
    permission: 'guests',
  },
  {
    path: paths.messages,
    title: titles.messagesTitle,
    description: 'Os recados deixados pelos convidados.',
    permission: 'messages',
  },
  {
    path: paths.giftsReceived,
    title: titles.giftsReceivedTitle,
    description: 'Presentes, saldo e pedidos de repasse.',
    permission: 'money',
  },
  {
    path: paths.members,
    title: 'Pessoas com acesso',
    description: 'Convide quem vai cuidar do evento com você.',
    permission: 'members',
  },
  {
    path: paths.activity,
    title: 'Atividade',
    description: 'O que cada pessoa fez no evento.',
    permission: 'activity',
  },
];

/** The permission each page of the event needs; the home page only views it. */
export const pagePermissions: Readonly<Record<string, EventPermission>> = {
  [paths.home]: 'view',
  [paths.homeAlias]: 'view',
  ...Object.fromEntries(hostPages.map((page) => [page.path, page.permission])),
  [paths.confirmationQuestions]: 'guests',
  [paths.confirmationSettings]: 'guests',
  [paths.doorList]: 'guests',
};

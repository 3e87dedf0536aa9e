import { hostTexts } from '@celebra/contracts';
import { paths } from './paths';

const titles = hostTexts.screens.host;

export type HostPage = {
  path: string;
  title: string;
  /** One line for the dashboard's 'Personalize' cards. */
  description: string;
};

/** The pages of the signed-in area, in menu order. */
export const hostPages: readonly HostPage[] = [
  {
    path: paths.custom,
    title: titles.customTitle,
    description: 'Título, subtítulo, apresentação e a cor do seu site.',
  },
  {
    path: paths.info,
    title: titles.infoTitle,
    description: 'Data, horário, local ou transmissão do evento.',
  },
  {
    path: paths.gifts,
    title: titles.giftsTitle,
    description: 'Os presentes da sua lista e suas sugestões.',
  },
  {
    path: paths.customPages,
    title: titles.customPagesTitle,
    description: 'Páginas extras com o conteúdo que você quiser.',
  },
  {
    path: paths.settings,
    title: titles.settingsTitle,
    description: 'Link do site, senha e o que os convidados veem.',
  },
  {
    path: paths.gallery,
    title: titles.galleryTitle,
    description: 'Fotos e vídeos que aparecem no seu site.',
  },
  {
    path: paths.servicePackage,
    title: titles.servicePackageTitle,
    description: 'Serviços para turbinar o seu site.',
  },
  {
    path: paths.confirmations,
    title: titles.confirmationsTitle,
    description: 'Quem confirmou presença no evento.',
  },
  {
    path: paths.messages,
    title: titles.messagesTitle,
    description: 'Os recados deixados pelos convidados.',
  },
  {
    path: paths.giftsReceived,
    title: titles.giftsReceivedTitle,
    description: 'Presentes, saldo e pedidos de repasse.',
  },
];

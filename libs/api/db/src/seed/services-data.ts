import { GALLERY_INCLUDED } from '@celebra/contracts';
import type { NewService, NewServiceType } from '../schema';

/** The free package every event gets: 5 photos and 1 video. */
export const SEED_SERVICE_TYPES: NewServiceType[] = [
  {
    code: 'IMAGE',
    name: 'Fotos',
    description: 'Fotos da galeria do evento.',
    includedQuantity: GALLERY_INCLUDED.image,
  },
  {
    code: 'VIDEO',
    name: 'Vídeo',
    description: 'Vídeos da galeria do evento.',
    includedQuantity: GALLERY_INCLUDED.video,
  },
  {
    code: 'PASSWORD',
    name: 'Senha do site',
    description: 'Proteja o site do evento com uma senha.',
    includedQuantity: 0,
  },
  {
    code: 'PAGE',
    name: 'Páginas personalizadas',
    description: 'Páginas extras no site do evento.',
    includedQuantity: 0,
  },
  {
    code: 'EXTRA',
    name: 'Extra',
    description: 'Serviços adicionais.',
    includedQuantity: 0,
  },
];

/** Purchasable packages; prices in centavos. */
export const SEED_SERVICES: NewService[] = [
  {
    type: 'IMAGE',
    name: '+20 fotos',
    description: 'Mais 20 fotos na galeria do evento.',
    price: 1990,
    quantity: 20,
  },
  {
    type: 'IMAGE',
    name: '+50 fotos',
    description: 'Mais 50 fotos na galeria do evento.',
    price: 3990,
    quantity: 50,
  },
  {
    type: 'VIDEO',
    name: '+3 vídeos',
    description: 'Mais 3 vídeos na galeria do evento.',
    price: 2990,
    quantity: 3,
  },
  {
    type: 'PASSWORD',
    name: 'Senha do site',
    description: 'Só quem tiver a senha acessa o site do evento.',
    price: 1490,
    quantity: 1,
  },
  {
    type: 'PAGE',
    name: 'Páginas personalizadas',
    description: 'Até 3 páginas extras no site do evento.',
    price: 1990,
    quantity: 3,
  },
];

import type {
  AdminEventTypeWithCategories,
  AdminGift,
  AdminGiftsByType,
} from '@celebra/contracts';

export const panelas: AdminGift = {
  id: 7,
  name: 'Jogo de panelas',
  description: 'Inox, 5 peças',
  price: 123456,
  eventCategoryId: 11,
  active: true,
  imageUrl: '/media/catalogue/gifts/panelas.webp',
  createdAt: '2026-03-05T12:04:09.000Z',
  updatedAt: '2026-03-05T12:04:09.000Z',
};

export const lencois: AdminGift = {
  ...panelas,
  id: 8,
  name: 'Jogo de lençóis',
  description: 'Algodão egípcio',
  price: 45990,
  eventCategoryId: 12,
};

export const giftsByCategory: AdminGiftsByType[] = [
  {
    id: 1,
    name: 'Casamento',
    imageUrl: null,
    active: true,
    eventCategories: [
      { id: 11, name: 'Cozinha', gifts: [panelas] },
      { id: 12, name: 'Quarto', gifts: [lencois] },
      { id: 13, name: 'Viagem', gifts: [] },
    ],
  },
  {
    id: 2,
    name: 'Chá de bebê',
    imageUrl: null,
    active: false,
    eventCategories: [],
  },
];

const category = (id: number, name: string, eventTypeId: number) => ({
  id,
  name,
  description: `Presentes de ${name}`,
  eventTypeId,
  active: true,
});

export const eventTypesWithCategories: AdminEventTypeWithCategories[] = [
  {
    id: 1,
    name: 'Casamento',
    description: 'O grande dia',
    imageUrl: null,
    active: true,
    eventCategories: [category(11, 'Cozinha', 1), category(12, 'Quarto', 1)],
  },
  {
    id: 2,
    name: 'Chá de bebê',
    description: 'Para o bebê',
    imageUrl: null,
    active: true,
    eventCategories: [category(21, 'Enxoval', 2)],
  },
];

import type { PartyAlbumItem, PartyInfoResponse } from '@celebra/contracts';
import { publicEventResponse } from '../../../testing/fixtures';

/** The party of the fixture event (ana-e-leo, id 3): uploads on, no approval, every action shown. */
export const partyInfo: PartyInfoResponse = {
  success: true,
  eventId: 3,
  title: 'Casamento Ana & Leo',
  uploadsEnabled: true,
  needsApproval: false,
  giftListShown: true,
  messagesShown: true,
  albumHasItems: true,
};

/** The site's routes of a party page: the event and the party's settings (changed by `changes`). */
export const partyRoutesWith = (changes: Partial<PartyInfoResponse> = {}) => ({
  'GET /api/guests/event/ana-e-leo': { status: 200, body: publicEventResponse },
  'GET /api/guests/party/ana-e-leo': {
    status: 200,
    body: { ...partyInfo, ...changes },
  },
});

/** An approved photo of the album, sent by `guestName`. */
export const albumPhoto = (
  id: number,
  guestName: string | null = null,
): PartyAlbumItem => ({
  id,
  kind: 'image',
  url: `/media/party/${id}.jpg`,
  image: {
    width: 1600,
    height: 1200,
    variants: [
      { type: 'image/jpeg', width: 480, url: `/media/party/${id}-480.jpg` },
      { type: 'image/jpeg', width: 960, url: `/media/party/${id}-960.jpg` },
    ],
  },
  guestName,
  createdAt: '2026-10-12T22:00:00.000Z',
});

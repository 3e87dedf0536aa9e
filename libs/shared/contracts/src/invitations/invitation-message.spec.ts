import {
  DEFAULT_INVITATION_MESSAGE,
  fillInvitationMessage,
} from './invitation-message';

const values = {
  convite: 'Família Souza',
  evento: 'Casamento de Ana e Bruno',
  link: 'https://site.celebra.com.br/ana-e-bruno/c/abc',
};

it('fills the default text with the household, the event and the link', () => {
  expect(fillInvitationMessage(DEFAULT_INVITATION_MESSAGE, values)).toBe(
    'Olá, Família Souza! Vocês são nossos convidados para Casamento de Ana e Bruno. Confirme sua presença pelo link: https://site.celebra.com.br/ana-e-bruno/c/abc',
  );
});

it('replaces every occurrence and leaves other braces and replacement patterns as written', () => {
  expect(
    fillInvitationMessage('{convite}, {convite}: {data} {link}', {
      ...values,
      convite: 'Casa $& Cia',
    }),
  ).toBe(
    'Casa $& Cia, Casa $& Cia: {data} https://site.celebra.com.br/ana-e-bruno/c/abc',
  );
});

import { whatsAppNumber, whatsAppThanksLink } from './whatsapp-thanks';

describe('whatsAppNumber', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['+5511987654321', '5511987654321'],
    ['55 21 3456-7890', '552134567890'],
    ['11987654321', '5511987654321'],
  ])('%s → %s', (phone, number) => {
    expect(whatsAppNumber(phone)).toBe(number);
  });

  it('gives none for what is not a Brazilian phone', () => {
    for (const phone of ['carla@example.com', '+1 415 555 0100', '1234', ''])
      expect(whatsAppNumber(phone)).toBeNull();
  });
});

describe('whatsAppThanksLink', () => {
  it('opens the chat with the text typed in, encoded', () => {
    expect(
      whatsAppThanksLink('(11) 98765-4321', 'Olá, Bia!\nObrigado & até já'),
    ).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Bia!%0AObrigado%20%26%20at%C3%A9%20j%C3%A1',
    );
    expect(whatsAppThanksLink(null, 'Oi')).toBeNull();
  });
});

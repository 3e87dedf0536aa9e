import { render, screen } from '@testing-library/react';
import { giftThanksSubject, ThankYouToggle } from './thank-you-toggle';

describe('ThankYouToggle', () => {
  it("names each gift's toggle after who gave and which gifts", () => {
    const gifts = [
      { guestName: 'Carla Dias', items: [{ giftName: 'Jantar' }] },
      {
        guestName: ' ',
        items: [{ giftName: 'Jantar' }, { giftName: 'Passeio' }],
      },
    ];
    render(
      <>
        {gifts.map((gift, index) => (
          <ThankYouToggle
            key={index}
            thankedAt={index === 0 ? '2026-05-10T10:00:00.000Z' : null}
            onToggle={() => undefined}
            subject={giftThanksSubject(gift)}
          />
        ))}
      </>,
    );

    expect(
      screen.getByRole('button', {
        name: 'Agradecimento enviado — presente de Carla Dias: Jantar',
        pressed: true,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Agradecimento enviado — presente de Anônimo: Jantar, Passeio',
        pressed: false,
      }),
    ).toBeInTheDocument();
  });
});

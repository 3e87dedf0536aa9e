import { act, render, screen } from '@testing-library/react';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('counts days, hours and minutes to the start, and moves on with time', () => {
    jest.setSystemTime(new Date('2027-03-18T17:30:00Z'));
    render(<Countdown eventDate="2027-03-21" startTime="16:00" />);

    const timer = screen.getByRole('timer', {
      name: 'Contagem regressiva para o evento',
    });
    expect(timer).toHaveTextContent('3dias1hora30minutos');

    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('3dias1hora29minutos');
  });

  it("says 'É hoje!' on the event day", () => {
    jest.setSystemTime(new Date('2027-03-21T22:00:00Z'));
    render(<Countdown eventDate="2027-03-21" startTime="16:00" />);

    expect(screen.getByRole('timer')).toHaveTextContent('É hoje!');
  });

  it('is gone after the event day and without a date', () => {
    jest.setSystemTime(new Date('2027-03-22T12:00:00Z'));
    const { rerender } = render(
      <Countdown eventDate="2027-03-21" startTime="16:00" />,
    );
    expect(screen.queryByRole('timer')).toBeNull();

    rerender(<Countdown eventDate={null} startTime={null} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

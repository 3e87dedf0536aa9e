import { EVENT_COLORS, type EventColor } from '@celebra/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ColorPicker } from './color-picker';

const Picker = ({ initial = EVENT_COLORS[0] }: { initial?: EventColor }) => {
  const [value, setValue] = useState<string>(initial);
  return (
    <>
      <ColorPicker label="Cor do evento" value={value} onChange={setValue} />
      <output aria-label="escolhida">{value}</output>
    </>
  );
};

const radios = () =>
  within(
    screen.getByRole('radiogroup', { name: 'Cor do evento' }),
  ).getAllByRole('radio');

const mockWidth = (mobile: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile && query.includes('max-width: 768px'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

afterEach(() => mockWidth(false));

describe('ColorPicker', () => {
  it('offers the 17 preset colours, 10 per view, named in Portuguese', async () => {
    render(<Picker />);

    expect(radios()).toHaveLength(10);
    expect(radios()[0]).toHaveAccessibleName('Rosa');
    expect(radios()[0]).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(
      screen.getByRole('button', { name: 'Próximas cores' }),
    );
    expect(radios()).toHaveLength(10);
    expect(radios()[9]).toHaveAccessibleName('Grafite');
    expect(
      screen.getByRole('button', { name: 'Próximas cores' }),
    ).toBeDisabled();

    const seen = new Set<string>();
    await userEvent.click(
      screen.getByRole('button', { name: 'Cores anteriores' }),
    );
    radios().forEach((radio) =>
      seen.add(radio.getAttribute('aria-label') ?? ''),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Próximas cores' }),
    );
    radios().forEach((radio) =>
      seen.add(radio.getAttribute('aria-label') ?? ''),
    );
    expect(seen.size).toBe(17);
  });

  it('shows 6 per view at widths up to 768 px', () => {
    mockWidth(true);
    render(<Picker />);
    expect(radios()).toHaveLength(6);
  });

  it('selects a colour by click', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));

    expect(screen.getByRole('radio', { name: 'Azul' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('escolhida')).toHaveTextContent('#1d4ed8');
  });

  it('moves the choice with the arrow keys, Home and End, and the view follows', async () => {
    render(<Picker initial={EVENT_COLORS[9]} />);
    const azul = screen.getByRole('radio', { name: 'Azul' });
    expect(azul).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Rosa' })).toHaveAttribute(
      'tabindex',
      '-1',
    );

    azul.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Azul-marinho' })).toHaveFocus();
    expect(screen.getByLabelText('escolhida')).toHaveTextContent(
      EVENT_COLORS[10],
    );

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Grafite' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rosa' })).toHaveFocus();
    expect(screen.getByLabelText('escolhida')).toHaveTextContent(
      EVENT_COLORS[0],
    );

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Grafite' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Rosa' })).toHaveFocus();
  });

  it('cannot be changed when disabled', async () => {
    const onChange = jest.fn();
    render(
      <ColorPicker
        label="Cor"
        value={EVENT_COLORS[0]}
        onChange={onChange}
        disabled
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Verde' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

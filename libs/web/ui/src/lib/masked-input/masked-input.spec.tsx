import { priceInputToCents } from '@celebra/format';
import { inBackground } from '../events/in-background';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CepInput } from './cep-input';
import { PhoneInput } from './phone-input';
import { PriceInput } from './price-input';

describe('PriceInput', () => {
  it('reads what is typed as reais: 150 stays 150, the comma starts the centavos', async () => {
    render(<PriceInput label="Preço" />);
    const input = screen.getByLabelText('Preço');

    await userEvent.type(input, '15a0');
    expect(input).toHaveValue('150');

    await userEvent.type(input, ',567');
    expect(input).toHaveValue('150,56');
    expect(input).toHaveAttribute('inputMode', 'decimal');
  });

  it('hands the typed text to react-hook-form, read as reais', async () => {
    const onSubmit = jest.fn();
    const Form = () => {
      const { register, handleSubmit } = useForm<{ price: string }>();
      return (
        <form
          onSubmit={inBackground(
            handleSubmit(({ price }) => onSubmit(priceInputToCents(price))),
          )}
        >
          <PriceInput label="Preço" {...register('price')} />
          <button type="submit">Salvar</button>
        </form>
      );
    };
    render(<Form />);

    await userEvent.type(screen.getByLabelText('Preço'), '150,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onSubmit).toHaveBeenCalledWith(15050);
  });
});

describe('PhoneInput', () => {
  it('masks as (DD) NNNNN-NNNN and stops at 15 characters', async () => {
    const Controlled = () => {
      const [value, setValue] = useState('');
      return (
        <PhoneInput
          label="Telefone"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    };
    render(<Controlled />);
    const input = screen.getByLabelText('Telefone');

    await userEvent.type(input, '119876543219999');

    expect(input).toHaveValue('(11) 98765-4321');
    expect(input).toHaveAttribute('maxLength', '15');
  });
});

describe('CepInput', () => {
  it('masks as NNNNN-NNN', async () => {
    render(<CepInput label="CEP" />);
    const input = screen.getByLabelText('CEP');

    await userEvent.type(input, '01310100');

    expect(input).toHaveValue('01310-100');
  });
});

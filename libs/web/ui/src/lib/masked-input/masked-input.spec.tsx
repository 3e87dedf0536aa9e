import { inBackground } from '../events/in-background';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CepInput } from './cep-input';
import { PhoneInput } from './phone-input';
import { PriceInput } from './price-input';

describe('PriceInput', () => {
  it('keeps digits only and shows them divided by 100 in Brazilian format', async () => {
    render(<PriceInput label="Preço" />);
    const input = screen.getByLabelText('Preço');

    await userEvent.type(input, '12a3456');

    expect(input).toHaveValue('1.234,56');
  });

  it('hands the masked text to react-hook-form', async () => {
    const onSubmit = jest.fn();
    const Form = () => {
      const { register, handleSubmit } = useForm<{ price: string }>();
      return (
        <form onSubmit={inBackground(handleSubmit(onSubmit))}>
          <PriceInput label="Preço" {...register('price')} />
          <button type="submit">Salvar</button>
        </form>
      );
    };
    render(<Form />);

    await userEvent.type(screen.getByLabelText('Preço'), '150000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onSubmit.mock.calls[0][0]).toEqual({ price: '1.500,00' });
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

import { inBackground } from '../events/in-background';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field } from './field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';

describe('Field', () => {
  it('binds the label to the input', async () => {
    render(<Field label="E-mail" type="email" />);

    const input = screen.getByLabelText('E-mail');
    await userEvent.type(input, 'ana@exemplo.com');

    expect(input).toHaveValue('ana@exemplo.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error below, announced and describing an invalid input', () => {
    render(
      <Field
        label="E-mail"
        error="E-mail inválido."
        hint="Usaremos para o login."
      />,
    );

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail inválido.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Usaremos para o login. E-mail inválido.',
    );
  });

  it('keeps a given id', () => {
    render(<Field id="guest-email" label="E-mail" />);

    expect(screen.getByLabelText('E-mail')).toHaveAttribute(
      'id',
      'guest-email',
    );
  });

  it('works with react-hook-form register', async () => {
    const onValid = jest.fn();
    const Form = () => {
      const { register, handleSubmit, formState } = useForm<{
        firstName: string;
      }>();
      return (
        <form onSubmit={inBackground(handleSubmit(onValid))}>
          <Field
            label="Nome"
            {...register('firstName', { required: 'O nome é obrigatório.' })}
            error={formState.errors.firstName?.message}
          />
          <button type="submit">Salvar</button>
        </form>
      );
    };
    const user = userEvent.setup();
    render(<Form />);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O nome é obrigatório.',
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onValid).toHaveBeenCalledWith(
      { firstName: 'Ana' },
      expect.anything(),
    );
  });
});

describe('TextAreaField', () => {
  it('is a labelled textarea with the error wiring', () => {
    render(<TextAreaField label="Recado" error="O recado é obrigatório." />);

    const textarea = screen.getByRole('textbox', { name: 'Recado' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('O recado é obrigatório.');
  });
});

describe('SelectField', () => {
  it('lists the placeholder and the options and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Tipo de evento"
        placeholder="Selecione"
        options={[
          { value: 'wedding', label: 'Casamento' },
          { value: 'birthday', label: 'Aniversário' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Tipo de evento' });
    expect(
      screen.getAllByRole('option').map((option) => option.textContent),
    ).toEqual(['Selecione', 'Casamento', 'Aniversário']);
    await userEvent.selectOptions(select, 'Aniversário');

    expect(onChange).toHaveBeenCalledWith('birthday');
  });
});

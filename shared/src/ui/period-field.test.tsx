import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PeriodField } from './period-field';

function Form({ error }: { error?: string }) {
  const { control, setError, watch } = useForm({ defaultValues: { periodo: '202501' } });
  return (
    <>
      <PeriodField control={control} name="periodo" label="Período" periods={[202502, 202501]} />
      <button type="button" onClick={() => error && setError('periodo', { message: error })}>
        validar
      </button>
      <output>{watch('periodo')}</output>
    </>
  );
}

describe('PeriodField', () => {
  it('offers each month by its name, keeps the chosen one as YYYYMM text, and shows the error under the field', async () => {
    const user = userEvent.setup();
    render(<Form error="Debe completar todos los campos obligatorios" />);
    const field = screen.getByRole('combobox', { name: 'Período' });
    expect(field).toHaveTextContent('Enero, 2025');
    await user.click(field);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Febrero, 2025', 'Enero, 2025']);
    await user.click(options[0]);
    expect(screen.getByRole('status')).toHaveTextContent('202502');
    await user.click(screen.getByRole('button', { name: 'validar' }));
    expect(screen.getByText('Debe completar todos los campos obligatorios')).toBeInTheDocument();
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './date-field';

function Form({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Fecha de inicio" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows a YYYY-MM-DD value as DD/MM/AAAA, and gives YYYY-MM-DD back once a day is typed in full', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-05" />);
    const field = screen.getByRole('textbox', { name: 'Fecha de inicio' });
    expect(field).toHaveValue('05/11/2026');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.clear(field);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await user.type(field, '24/12/202');
    // Not yet a day: the text as typed, for the form's rule to refuse.
    expect(screen.getByRole('status')).toHaveTextContent('24/12/202');
    await user.type(field, '6');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-24');
    expect(field).toHaveValue('24/12/2026');
  });

  it('passes a day that does not exist on as typed, never as another day', async () => {
    const user = userEvent.setup();
    render(<Form initial="" />);
    const field = screen.getByRole('textbox', { name: 'Fecha de inicio' });
    await user.type(field, '31/02/2026');
    expect(screen.getByRole('status')).toHaveTextContent('31/02/2026');
    expect(field).toHaveValue('31/02/2026');
  });
});

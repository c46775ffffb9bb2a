import { render, screen } from '@testing-library/react';
import { DateField } from '@mui/x-date-pickers';
import dayjs from 'dayjs';
import { PickersLocalization } from './pickers-localization';

describe('PickersLocalization', () => {
  it('shows dates as DD/MM/YYYY with Spanish placeholders', () => {
    render(
      <PickersLocalization>
        <DateField label="Desde" />
        <DateField label="Hasta" defaultValue={dayjs('2026-03-09')} />
      </PickersLocalization>,
    );
    expect(screen.getByRole('group', { name: 'Desde' })).toHaveTextContent('DD/MM/AAAA');
    expect(screen.getByRole('group', { name: 'Hasta' })).toHaveTextContent('09/03/2026');
  });
});

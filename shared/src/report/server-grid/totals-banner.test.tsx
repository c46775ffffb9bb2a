import { render, screen } from '@testing-library/react';
import { TotalsBanner } from './totals-banner';

describe('TotalsBanner', () => {
  it('shows each total in ARS and, only when above zero, in USD', () => {
    render(
      <TotalsBanner
        count={12}
        items={[
          { label: 'Premio', ars: 1234.56, usd: 10 },
          { label: 'Comisión', ars: -5, usd: 0 },
        ]}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Totales' });
    expect(banner).toHaveTextContent('12 registros');
    expect(banner).toHaveTextContent('Total Premio: $ 1.234,56');
    expect(banner).toHaveTextContent('Total USD Premio: $ 10,00');
    expect(banner).toHaveTextContent('Total Comisión: -$ 5,00');
    expect(banner).not.toHaveTextContent('Total USD Comisión');
  });
});

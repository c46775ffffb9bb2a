import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { SearchTabs } from './search-tabs';
import { buildProducerTree } from './producer-tree';

const tree = buildProducerTree([
  {
    core: 'VT',
    producerCodes: [
      { id: 'X1', name: 'GARCIA|a', core: 'VT' },
      { id: '2', name: 'PEREZ', core: 'VT' },
    ],
  },
  { core: 'RVT', producerCodes: [{ id: '3', name: 'LOPEZ', core: 'RVT' }] },
]);

function Screen({ onSearch = jest.fn(), onSchedule }: { onSearch?: () => void; onSchedule?: () => void }) {
  const [checked, setChecked] = useState<string[]>([]);
  const [policy, setPolicy] = useState('');
  return (
    <SearchTabs
      producerTree={tree}
      checkedProducers={checked}
      onCheckedProducersChange={setChecked}
      tabs={[
        {
          id: 'policy',
          label: 'Póliza',
          content: <input aria-label="Número de póliza" value={policy} onChange={(e) => setPolicy(e.target.value)} />,
        },
      ]}
      onSearch={onSearch}
      onClear={() => {
        setChecked([]);
        setPolicy('');
      }}
      onSchedule={onSchedule}
      appliedFilters={policy ? `Póliza: ${policy}` : ''}
    />
  );
}

describe('SearchTabs', () => {
  const original = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(original));

  it('asks for a producer first and keeps the other tabs and Buscar disabled until one is checked', async () => {
    render(<Screen />);
    expect(screen.getByText('Primero debés elegir un productor de la selección de Productores')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Póliza' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '(1) GARCIA' }));
    expect(screen.getByRole('tab', { name: 'Póliza' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();
    expect(screen.getByText('Completá un filtro...')).toBeInTheDocument();
  });

  it("shows the producers grouped under 'VIDA Y GENERALES' and 'RETIRO', a core's box checking all its codes", async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'VIDA Y GENERALES' }));
    expect(screen.getByRole('checkbox', { name: '(1) GARCIA' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(2) PEREZ' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(3) LOPEZ' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '(2) PEREZ' }));
    expect(screen.getByRole('checkbox', { name: 'VIDA Y GENERALES' })).toHaveAttribute('data-indeterminate', 'true');
  });

  it('drops the guidance once a filter tab was visited, and searches', async () => {
    const onSearch = jest.fn();
    render(<Screen onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '(3) LOPEZ' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Póliza' }));
    expect(screen.queryByText('Completá un filtro...')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Número de póliza'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('toggles the applied-filters text with Ver filtros aplicados', async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole('checkbox', { name: '(3) LOPEZ' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Póliza' }));
    await userEvent.type(screen.getByLabelText('Número de póliza'), '77');
    await userEvent.click(screen.getByRole('button', { name: 'Ver filtros aplicados' }));
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('Póliza: 77');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar filtros aplicados' }));
    expect(screen.queryByTestId('applied-filters')).not.toBeInTheDocument();
  });

  it('clears the criteria, goes back to the producer tab and disables search again', async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole('checkbox', { name: '(3) LOPEZ' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Póliza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole('tab', { name: 'Productores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(screen.getByText('Primero debés elegir un productor de la selección de Productores')).toBeInTheDocument();
  });

  it("offers 'Programar envío' only when the scheduler flag is 'true'", async () => {
    const onSchedule = jest.fn();
    const { unmount } = render(<Screen onSchedule={onSchedule} />);
    expect(screen.queryByRole('button', { name: 'Programar envío' })).not.toBeInTheDocument();
    unmount();
    setRuntimeConfig({ ...original, schedulerEnabled: 'true' });
    render(<Screen onSchedule={onSchedule} />);
    await userEvent.click(screen.getByRole('button', { name: 'Programar envío' }));
    expect(onSchedule).toHaveBeenCalled();
  });

  it('says so when the user has no producers to choose', () => {
    render(
      <SearchTabs
        producerTree={[]}
        checkedProducers={[]}
        onCheckedProducersChange={jest.fn()}
        tabs={[]}
        onSearch={jest.fn()}
        onClear={jest.fn()}
        appliedFilters=""
      />,
    );
    expect(screen.getByText('No hay productores disponibles para consultar.')).toBeInTheDocument();
  });
});

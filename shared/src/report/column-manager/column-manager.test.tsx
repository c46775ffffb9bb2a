import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnManager } from './column-manager';
import type { ReportColumn } from '../types';

const columns: ReportColumn[] = [
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Premio', field: 'premium' },
  { title: 'Estado', field: 'status' },
  { title: 'Emisión', field: 'issueDate' },
  { title: 'Moneda', field: 'currency', show: false },
];

function visibleOrder() {
  const list = screen.getByRole('list', { name: 'Columnas visibles' });
  return within(list).getAllByRole('listitem').map((li) => li.textContent);
}

function setup() {
  const onSave = jest.fn();
  render(<ColumnManager open columns={columns} onClose={jest.fn()} onSave={onSave} />);
  return { onSave };
}

describe('ColumnManager', () => {
  it("opens as 'ADMINISTRAR VISTA DE COLUMNAS' with the visible and hidden lists", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' })).toBeInTheDocument();
    expect(visibleOrder()).toEqual(['Póliza', 'Premio', 'Estado', 'Emisión']);
    expect(within(screen.getByRole('list', { name: 'Columnas ocultas' })).getByText('Moneda')).toBeInTheDocument();
  });

  it('reorders visible columns by drag and drop', () => {
    setup();
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('visible-issueDate'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('visible-policyNumber'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('visible-policyNumber'), { dataTransfer });
    expect(visibleOrder()).toEqual(['Emisión', 'Póliza', 'Premio', 'Estado']);
  });

  it('reorders visible columns with the up and down buttons', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Póliza' }));
    expect(visibleOrder()).toEqual(['Premio', 'Póliza', 'Estado', 'Emisión']);
    await userEvent.click(screen.getByRole('button', { name: 'Subir Emisión' }));
    expect(visibleOrder()).toEqual(['Premio', 'Póliza', 'Emisión', 'Estado']);
  });

  it('keeps at least 3 columns visible and says so', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Premio' }));
    expect(visibleOrder()).toEqual(['Póliza', 'Estado', 'Emisión']);
    expect(screen.getByRole('button', { name: 'Ocultar Póliza' })).toBeDisabled();
    expect(screen.getByText('Debe haber al menos 3 columnas visibles.')).toBeInTheDocument();
  });

  it('moves a hidden column to the visible list and saves the view as column view items', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar Moneda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Póliza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith([
      { name: 'premium', title: 'Premio', index: 0, show: true },
      { name: 'status', title: 'Estado', index: 1, show: true },
      { name: 'issueDate', title: 'Emisión', index: 2, show: true },
      { name: 'currency', title: 'Moneda', index: 3, show: true },
      { name: 'policyNumber', title: 'Póliza', index: 4, show: false },
    ]);
  });
});

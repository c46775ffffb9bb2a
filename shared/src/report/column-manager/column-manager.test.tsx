import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

const ROW_HEIGHT = 40;
const rowCenter = (index: number) => index * ROW_HEIGHT + ROW_HEIGHT / 2;

/** jsdom lays nothing out: each visible row gets a 40 px band, in its order, for dnd-kit to measure. */
function layOutRows() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-testid^="visible-"]');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: ROW_HEIGHT,
      bottom: top + ROW_HEIGHT,
      right: 300,
      toJSON: () => ({}),
    };
  });
}

/** Everything dnd-kit's live region says from now on (each text replaces the one before it). */
function screenReader() {
  const said: string[] = [];
  const region = screen.getByRole('status', { hidden: true });
  new MutationObserver(() => {
    if (region.textContent) said.push(region.textContent);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

beforeEach(layOutRows);
afterEach(() => jest.restoreAllMocks());

function focus(name: string) {
  act(() => screen.getByRole('button', { name }).focus());
}

function setup() {
  const onSave = jest.fn();
  const onClose = jest.fn();
  render(<ColumnManager open columns={columns} onClose={onClose} onSave={onSave} />);
  return { onSave, onClose };
}

describe('ColumnManager', () => {
  it("opens as 'ADMINISTRAR VISTA DE COLUMNAS' with the visible and hidden lists", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' })).toBeInTheDocument();
    expect(visibleOrder()).toEqual(['Póliza', 'Premio', 'Estado', 'Emisión']);
    expect(within(screen.getByRole('list', { name: 'Columnas ocultas' })).getByText('Moneda')).toBeInTheDocument();
  });

  it('reorders visible columns from the keyboard: Space on the handle, ArrowDown, Space', async () => {
    setup();
    const said = screenReader();
    focus('Mover Póliza');
    await userEvent.keyboard('[Space][ArrowDown][Space]');
    expect(visibleOrder()).toEqual(['Premio', 'Póliza', 'Estado', 'Emisión']);
    expect(said).toEqual([
      'Tomó la columna Póliza, en la posición 1 de 4.',
      'La columna Póliza está en la posición 2 de 4.',
      'Soltó la columna Póliza en la posición 2 de 4.',
    ]);
    expect(screen.getByRole('button', { name: 'Mover Póliza' })).toHaveFocus();
  });

  it('cancels a keyboard drag with Escape, leaving the order and the dialog as they were', async () => {
    const { onClose } = setup();
    const said = screenReader();
    focus('Mover Estado');
    await userEvent.keyboard('[Space][ArrowUp][Escape]');
    expect(said.at(-1)).toBe('Movimiento cancelado: la columna Estado volvió a su posición.');
    expect(visibleOrder()).toEqual(['Póliza', 'Premio', 'Estado', 'Emisión']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reorders visible columns by dragging a handle with the mouse', () => {
    setup();
    const handle = screen.getByRole('button', { name: 'Mover Emisión' });
    fireEvent.mouseDown(handle, { button: 0, clientX: 10, clientY: rowCenter(3) });
    fireEvent.mouseMove(handle, { clientX: 10, clientY: rowCenter(2) });
    fireEvent.mouseMove(handle, { clientX: 10, clientY: rowCenter(0) });
    fireEvent.mouseUp(handle, { clientX: 10, clientY: rowCenter(0) });
    expect(visibleOrder()).toEqual(['Emisión', 'Póliza', 'Premio', 'Estado']);
  });

  it('reorders visible columns by dragging a handle with a finger', () => {
    setup();
    const handle = screen.getByRole('button', { name: 'Mover Póliza' });
    fireEvent.touchStart(handle, { touches: [{ clientX: 10, clientY: rowCenter(0) }] });
    // Touch events stay with the element the finger went down on.
    fireEvent.touchMove(handle, { touches: [{ clientX: 10, clientY: rowCenter(1) }] });
    fireEvent.touchMove(handle, { touches: [{ clientX: 10, clientY: rowCenter(2) }] });
    fireEvent.touchEnd(handle, { changedTouches: [{ clientX: 10, clientY: rowCenter(2) }] });
    expect(visibleOrder()).toEqual(['Premio', 'Estado', 'Póliza', 'Emisión']);
  });

  it("tells the handle's use to screen readers in Spanish", () => {
    setup();
    const handle = screen.getByRole('button', { name: 'Mover Póliza' });
    expect(handle).toHaveAttribute('aria-roledescription', 'columna ordenable');
    expect(handle).toHaveAccessibleDescription(/^Para mover una columna, presione la barra espaciadora o Enter/);
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

  it('keeps the 3 visible columns when one of them is dragged from the keyboard', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Premio' }));
    focus('Mover Emisión');
    await userEvent.keyboard('[Space][ArrowUp][ArrowUp][Space]');
    expect(visibleOrder()).toEqual(['Emisión', 'Póliza', 'Estado']);
    for (const title of ['Emisión', 'Póliza', 'Estado'])
      expect(screen.getByRole('button', { name: `Ocultar ${title}` })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      onSave.mock.calls[0][0].filter((c: { show: boolean }) => c.show).map((c: { name: string }) => c.name),
    ).toEqual(['issueDate', 'policyNumber', 'status']);
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

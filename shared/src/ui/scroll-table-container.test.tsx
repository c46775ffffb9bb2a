import { act, render, screen } from '@testing-library/react';
import { ScrollTableContainer } from './scroll-table-container';

// jsdom lays nothing out: the container's widths and the browser's ResizeObserver stand in for a phone's.
let resize: (() => void) | undefined;
let widths = { scrollWidth: 300, clientWidth: 300 };
beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      resize = callback;
    }
    observe() {}
    disconnect() {}
  };
  for (const key of ['scrollWidth', 'clientWidth'] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => widths[key] });
  }
});
afterAll(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  for (const key of ['scrollWidth', 'clientWidth'] as const)
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});

function table() {
  return (
    <ScrollTableContainer label="Facturas a enviar">
      <table aria-label="Facturas a enviar">
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </ScrollTableContainer>
  );
}

describe('ScrollTableContainer', () => {
  it('adds no tab stop while the table fits', () => {
    widths = { scrollWidth: 300, clientWidth: 300 };
    render(table());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is a named region in the tab order once the table is wider than it, and not after it fits again', () => {
    widths = { scrollWidth: 600, clientWidth: 300 };
    render(table());
    const region = screen.getByRole('region', { name: 'Facturas a enviar' });
    expect(region).toHaveAttribute('tabindex', '0');
    widths = { scrollWidth: 300, clientWidth: 300 };
    act(() => resize!());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

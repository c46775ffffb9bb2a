import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { ExportButton } from './export-button';

describe('ExportButton', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:cartera');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading overlay until the file arrives, then saves it under the given name', async () => {
    let resolve!: (value: { blob: Blob; fileName: string | null }) => void;
    const download = jest.fn(() => new Promise<{ blob: Blob; fileName: string | null }>((r) => (resolve = r)));
    render(<ExportButton download={download} fileName="Cartera.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(screen.getByRole('progressbar', { name: 'Descargando archivo...' })).toBeInTheDocument();
    expect(clicked).toEqual([]);
    resolve({ blob: new Blob(['x']), fileName: 'other.xlsx' });
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:cartera', download: 'Cartera.xlsx' }]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows the error with the spec text and saves nothing when the download fails', async () => {
    const download = jest
      .fn()
      .mockRejectedValue(new ApiError('Error procesando solicitud: Internal Server Error', 500));
    render(<ExportButton download={download} fileName="Cartera.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error procesando solicitud: Internal Server Error');
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it("shows the export's own failure text when it has one (001 §8: the policy certificates')", async () => {
    const onError = jest.fn();
    const failure = new ApiError('Error procesando solicitud: Bad Gateway', 502);
    render(
      <ExportButton
        download={() => Promise.reject(failure)}
        fileName="Certificados.xlsx"
        failureText="Error en la descarga del archivo"
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en la descarga del archivo');
    expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(clicked).toEqual([]);
  });
});

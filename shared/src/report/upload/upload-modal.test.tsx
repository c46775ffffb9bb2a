import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { UploadModal, type UploadModalProps } from './upload-modal';

function setup(onUpload: UploadModalProps['onUpload']) {
  const onClose = jest.fn();
  const onDone = jest.fn();
  render(<UploadModal open onClose={onClose} onDone={onDone} onUpload={onUpload} />);
  return { onClose, onDone };
}

const file = new File(['a;b'], 'nomina.xlsx', { type: 'application/vnd.ms-excel' });

describe('UploadModal', () => {
  it("opens as 'Subir archivos' and asks for a file before uploading", async () => {
    const onUpload = jest.fn();
    setup(onUpload);
    expect(screen.getByRole('dialog', { name: 'Subir archivos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor seleccionar un archivo');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the progress while uploading, then closes and calls onDone', async () => {
    let finish!: () => void;
    let report!: (p: number) => void;
    const onUpload = jest.fn((_files: File[], onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { onClose, onDone } = setup(onUpload);
    await userEvent.upload(screen.getByTestId('upload-input'), file);
    expect(screen.getByText('nomina.xlsx')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(onUpload).toHaveBeenCalledWith([file], expect.any(Function));
    act(() => report(40));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute('aria-valuenow', '40'),
    );
    await act(async () => finish());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the error and keeps the chosen files when the upload fails', async () => {
    const onUpload = jest
      .fn()
      .mockRejectedValue(new ApiError('x', 200, [{ message: 'Formato inválido' }, { message: 'Reintente' }]));
    const { onClose, onDone } = setup(onUpload);
    await userEvent.upload(screen.getByTestId('upload-input'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato inválido. Reintente');
    expect(screen.getByText('nomina.xlsx')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

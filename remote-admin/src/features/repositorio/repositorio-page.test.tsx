import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';
import RepositorioPage from './repositorio-page';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const file = {
  id: 9,
  categoria: 'Nómina',
  productor: '20172543597 - GÓMEZ MARTÍN',
  fechaCarga: '2026-11-20T13:00:00.000Z',
  inputName: 'nomina.csv',
  outputName: 'abc',
};

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('/repositorio', () => {
  it("lists the files, downloads one as 'archivos.zip' and deletes one after confirmation", async () => {
    let files = [file];
    const api = installFakeApi({
      'GET FileRepository/repositorio': () => ({ json: files }),
      'GET FileRepository/Download': () => ({ blob: new Blob(['PK']), fileName: 'archivos.zip' }),
      'DELETE FileRepository': () => {
        files = [];
        return { json: { success: true, businessExceptions: [] } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<RepositorioPage />, { session: simulatorSession, simulation });
    expect(await screen.findByText('20172543597 - GÓMEZ MARTÍN')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar nomina.csv' }));
    await waitFor(() => expect(api.callsTo('GET FileRepository/Download')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('GET FileRepository/Download')[0].query)).toEqual({
      FileEntity: 'NominaFile',
      Entity: '9',
      Zip: 'true',
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar nomina.csv' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Eliminar' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('nomina.csv')).not.toBeInTheDocument());
    expect(Object.fromEntries(api.callsTo('DELETE FileRepository')[0].query)).toEqual({
      Entity: '9',
      FileEntity: 'NominaFile',
    });
  });
});

import { useMutation } from '@portal/shared/query';
import { downloadFile, saveBlob } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** FileRepository/Download with Entity and FileEntity=NominaFile, saved as 'archivos.zip' (002 §7). */
export async function downloadRepositoryFile(id: number) {
  const { blob } = await downloadFile(cartera.fileDownload, {
    query: { FileEntity: 'NominaFile', Entity: id, Zip: 'true' },
  });
  saveBlob(blob, 'archivos.zip');
}

export function useDownloadRepositoryFile() {
  return useMutation({ mutationFn: downloadRepositoryFile });
}

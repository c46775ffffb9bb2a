/** Saves a downloaded file under `fileName` (docs/adr/0009-no-secrets-in-the-browser.md: files come as Blobs, never as token URLs). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import ExcelJS from 'exceljs';
import type { Download } from '@playwright/test';

/** The first sheet of a downloaded workbook. */
export async function readDownloadedSheet(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook.worksheets[0];
}

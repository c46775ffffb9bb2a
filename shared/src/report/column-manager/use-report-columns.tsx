import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnManager } from '../lazy-dialogs';
import { reportMessages } from '../messages';
import { applyColumnView } from '../server-grid/columns';
import type { ReportColumn } from '../types';
import { type ReportName, useColumnView, useSaveColumnView } from './column-view-api';

/**
 * A report's columns as the user arranged them (001 §2 'Administrar columnas'), with the button that opens the
 * manager and the manager itself, for the screen to place. The view is saved per user and report; a failed save
 * closes the manager so that `saveError` shows on the page.
 */
export function useReportColumns(report: ReportName, base: ReportColumn[]) {
  const view = useColumnView(report);
  const save = useSaveColumnView(report);
  const [managing, setManaging] = useState(false);
  const columns = useMemo(() => applyColumnView(base, view.data), [base, view.data]);
  return {
    columns,
    saveError: save.error,
    dismissSaveError: save.reset,
    button: (
      <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={() => setManaging(true)}>
        {reportMessages.manageColumns}
      </Button>
    ),
    manager: (
      <ColumnManager
        open={managing}
        columns={columns}
        onClose={() => setManaging(false)}
        saving={save.isPending}
        onSave={(chosen) => save.mutate(chosen, { onSettled: () => setManaging(false) })}
      />
    ),
  };
}

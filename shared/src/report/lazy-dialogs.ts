// The report kit's dialogs, loaded on their first opening (issue 13 §1): the column manager brings the drag and
// drop library, the scheduler its form; a report screen's first paint needs neither.
import { lazyDialog } from '@portal/shared/ui';
import type { ColumnManagerProps } from './column-manager/column-manager';
import type { SchedulerDialogProps } from './scheduler/scheduler-dialog';

export const ColumnManager = lazyDialog<ColumnManagerProps>(() =>
  import('./column-manager/column-manager').then((m) => m.ColumnManager),
);
export const SchedulerDialog = lazyDialog<SchedulerDialogProps>(() =>
  import('./scheduler/scheduler-dialog').then((m) => m.SchedulerDialog),
);

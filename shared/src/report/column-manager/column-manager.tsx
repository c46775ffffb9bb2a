import { useEffect, useState } from 'react';
import { Alert, Grid, IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DialogFrame } from '@portal/shared/ui';
import { reportMessages } from '../messages';
import type { ColumnViewItem, ReportColumn } from '../types';
import {
  canHide,
  hideColumn,
  moveVisible,
  showColumn,
  toColumnLists,
  toColumnView,
  type ColumnLists,
} from './column-view';
import { VisibleColumnList } from './visible-column-list';

export interface ColumnManagerProps {
  open: boolean;
  /** The report's columns in their current order, `show` as currently chosen. */
  columns: ReportColumn[];
  onClose: () => void;
  /** The chosen view; the screen saves it (per user and report) and applies it with applyColumnView. */
  onSave: (view: ColumnViewItem[]) => void;
  saving?: boolean;
}

/**
 * 'ADMINISTRAR VISTA DE COLUMNAS' (001 §2): move columns between visible and hidden, reorder the
 * visible ones by drag and drop (mouse, touch or keyboard) or with the up/down buttons; at least 3 stay visible.
 */
export function ColumnManager({ open, columns, onClose, onSave, saving = false }: ColumnManagerProps) {
  const [lists, setLists] = useState<ColumnLists>(() => toColumnLists(columns));

  useEffect(() => {
    if (open) setLists(toColumnLists(columns));
  }, [open, columns]);

  const hideAllowed = canHide(lists);

  return (
    <DialogFrame
      open={open}
      title={reportMessages.columnManagerTitle}
      maxWidth="md"
      busy={saving}
      onClose={onClose}
      confirmLabel={reportMessages.save}
      onConfirm={() => onSave(toColumnView(lists))}
    >
      {!hideAllowed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {reportMessages.minVisibleColumns}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" id="visible-columns-title" gutterBottom>
            {reportMessages.visibleColumns}
          </Typography>
          <Paper variant="outlined">
            <VisibleColumnList
              columns={lists.visible}
              hideAllowed={hideAllowed}
              onMove={(from, to) => setLists((current) => moveVisible(current, from, to))}
              onHide={(name) => setLists((current) => hideColumn(current, name))}
              labelledBy="visible-columns-title"
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" id="hidden-columns-title" gutterBottom>
            {reportMessages.hiddenColumns}
          </Typography>
          <Paper variant="outlined">
            <List dense aria-labelledby="hidden-columns-title">
              {lists.hidden.map((item) => (
                <ListItem
                  key={item.name}
                  data-testid={`hidden-${item.name}`}
                  secondaryAction={
                    <IconButton
                      size="small"
                      aria-label={`${reportMessages.showColumn} ${item.title}`}
                      onClick={() => setLists((current) => showColumn(current, item.name))}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText primary={item.title} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </DialogFrame>
  );
}

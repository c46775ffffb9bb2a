import { useEffect, useState, type DragEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { messages } from '@portal/shared';
import { reportMessages } from '../messages';
import type { ColumnViewItem, ReportColumn } from '../types';
import { canHide, hideColumn, moveVisible, showColumn, toColumnLists, toColumnView, type ColumnLists } from './column-view';

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
 * visible ones by drag and drop or, from the keyboard, with the up/down buttons; at least 3 stay visible.
 */
export function ColumnManager({ open, columns, onClose, onSave, saving = false }: ColumnManagerProps) {
  const [lists, setLists] = useState<ColumnLists>(() => toColumnLists(columns));
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  useEffect(() => {
    if (open) setLists(toColumnLists(columns));
  }, [open, columns]);

  const hideAllowed = canHide(lists);

  const onDragStart = (index: number) => (event: DragEvent) => {
    setDragged(index);
    event.dataTransfer?.setData('text/plain', lists.visible[index].name);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    setOver(index);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) setLists((current) => moveVisible(current, dragged, index));
    setDragged(null);
    setOver(null);
  };
  const onDragEnd = () => {
    setDragged(null);
    setOver(null);
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="column-manager-title" maxWidth="md" fullWidth>
      <DialogTitle id="column-manager-title">{reportMessages.columnManagerTitle}</DialogTitle>
      <DialogContent>
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
              <List dense aria-labelledby="visible-columns-title">
                {lists.visible.map((item, index) => (
                  <ListItem
                    key={item.name}
                    draggable
                    data-testid={`visible-${item.name}`}
                    onDragStart={onDragStart(index)}
                    onDragOver={onDragOver(index)}
                    onDrop={onDrop(index)}
                    onDragEnd={onDragEnd}
                    sx={{
                      cursor: 'grab',
                      opacity: dragged === index ? 0.5 : 1,
                      borderTop: over === index && dragged !== index ? 2 : 0,
                      borderColor: 'primary.main',
                    }}
                    secondaryAction={
                      <>
                        <IconButton
                          size="small"
                          aria-label={`${reportMessages.moveUp} ${item.title}`}
                          disabled={index === 0}
                          onClick={() => setLists((current) => moveVisible(current, index, index - 1))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`${reportMessages.moveDown} ${item.title}`}
                          disabled={index === lists.visible.length - 1}
                          onClick={() => setLists((current) => moveVisible(current, index, index + 1))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={`${reportMessages.hideColumn} ${item.title}`}
                          disabled={!hideAllowed}
                          onClick={() => setLists((current) => hideColumn(current, item.name))}
                        >
                          <VisibilityOffIcon fontSize="small" />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <DragIndicatorIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={item.title} sx={{ pr: 12 }} />
                  </ListItem>
                ))}
              </List>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {messages.cancel}
        </Button>
        <Button variant="contained" onClick={() => onSave(toColumnView(lists))} loading={saving}>
          {reportMessages.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Link as RouterLink } from '@portal/shared/router';
import { useEffectiveCuit } from '@portal/shared';
import { ErrorAlert, QueryView, lazyDialog } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../../messages';
import { useCommunications } from '../api/get-communications';
import { PriorityIcon } from './priority-icon';
import { useOpenCommunication } from './use-open-communication';

// The modal (and the HTML sanitizer of its body) loads when a communication is first opened, not with /home
// (issue 13 §1).
const CommunicationDialog = lazyDialog(
  () => import('./communication-dialog').then((m) => m.CommunicationDialog),
  (p) => p.communication !== null,
);

/**
 * The dashboard's communications panel (002 §2), exposed as `./CommunicationsPanel` and placed by the
 * host on /home and /user-dashboard-notifications: the active communications by title with the
 * priority icon, a plus icon to the history, and the same modal as the history.
 */
export default function CommunicationsPanel() {
  const cuit = useEffectiveCuit();
  const communications = useCommunications(cuit, true);
  const opened = useOpenCommunication(cuit, communications.data);
  if (!cuit) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="communications-panel-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="communications-panel-title" variant="h6" component="h2" color="primary">
            {t.communications}
          </Typography>
          <IconButton
            component={RouterLink}
            to="/historialcomunicaciones"
            aria-label={t.communicationHistory}
            color="primary"
          >
            <AddCircleOutlineOutlinedIcon />
          </IconButton>
        </Stack>
        <QueryView query={communications} empty={t.noActiveCommunications}>
          {(rows) => (
            <List dense aria-label={t.communications} disablePadding>
              {rows.map((c) => (
                <ListItem key={c.Id} disablePadding>
                  <ListItemButton onClick={() => opened.open(c)}>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <PriorityIcon priority={c.Priority} />
                    </ListItemIcon>
                    <ListItemText
                      primary={c.Title}
                      slotProps={{ primary: { sx: { fontWeight: c.Readed ? undefined : 600 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </QueryView>
        <ErrorAlert error={opened.markReadError} sx={{ mt: 1 }} />
      </CardContent>
      <CommunicationDialog communication={opened.communication} cuit={cuit} onClose={opened.close} />
    </Card>
  );
}

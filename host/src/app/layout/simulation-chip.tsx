import { Box, Chip } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { formatCuit, useSessionStore } from '@portal/shared';
import { hostMessages } from '../../messages';

/**
 * 'Simulando productor (name) cuit' while simulating; clicking it clears the simulation (000 §2.4). Below 900 px (where the menu is a drawer) it takes
 * a row of its own under the header's (the toolbar wraps), cut with an ellipsis if it must, so the bell and the user
 * menu stay on the screen.
 */
export function SimulationChip() {
  const simulation = useSessionStore((s) => s.simulation);
  const navigate = useNavigate();
  if (!simulation) return null;
  return (
    <Box sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, minWidth: 0, pb: { xs: 1, md: 0 } }}>
      <Chip
        sx={{ maxWidth: '100%' }}
        color="secondary"
        label={hostMessages.header.simulating(simulation.userNameProducer, formatCuit(simulation.cuitProducer))}
        title={hostMessages.header.clearSimulation}
        onClick={() => {
          useSessionStore.getState().setSimulation(null);
          navigate('/simulate-producer');
        }}
      />
    </Box>
  );
}

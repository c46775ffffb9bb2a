import { Chip } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { formatCuit, useSessionStore } from '@portal/shared';
import { hostMessages } from '../../messages';

/** 'Simulando productor (name) cuit' while simulating; clicking it clears the simulation (000 §2.4). */
export function SimulationChip() {
  const simulation = useSessionStore((s) => s.simulation);
  const navigate = useNavigate();
  if (!simulation) return null;
  return (
    <Chip
      color="secondary"
      label={hostMessages.header.simulating(simulation.userNameProducer, formatCuit(simulation.cuitProducer))}
      title={hostMessages.header.clearSimulation}
      onClick={() => {
        useSessionStore.getState().setSimulation(null);
        navigate('/simulate-producer');
      }}
    />
  );
}

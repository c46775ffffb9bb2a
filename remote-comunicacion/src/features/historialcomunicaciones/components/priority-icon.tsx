import CampaignIcon from '@mui/icons-material/Campaign';
import { PRIORITIES } from '@portal/shared/contract/comunicacion';
import { comunicacionMessages as t } from '../../../messages';

const COLORS = { 1: 'success', 2: 'warning', 3: 'error' } as const;

export function priorityName(priority: number): string {
  return PRIORITIES[priority as keyof typeof PRIORITIES] ?? PRIORITIES[1];
}

/** 002 §2: the icon coloured by priority (1 Baja, 2 Regular, 3 Alta), named for those who cannot see the colour. */
export function PriorityIcon({ priority }: { priority: number }) {
  const color = COLORS[priority as keyof typeof COLORS] ?? COLORS[1];
  return (
    <CampaignIcon
      color={color}
      fontSize="small"
      titleAccess={t.priorityLabel(priorityName(priority))}
      data-priority={priority}
    />
  );
}

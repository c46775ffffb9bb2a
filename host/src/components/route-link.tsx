import type { ReactNode } from 'react';
import { Link, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';

interface Props {
  to: string;
  target?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A link of the public screens to another route of the portal, drawn as MUI's link. */
export function RouteLink({ to, target, sx, children }: Props) {
  return (
    <Link component={RouterLink} to={to} target={target} sx={sx}>
      {children}
    </Link>
  );
}

import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { useSessionStore, USER_TYPE } from '@portal/shared';
import { visibleMenu, type MenuItem } from '../../../lib/menu/menu-items';
import { hostMessages } from '../../../messages';

const t = hostMessages.home;
const MAX_LINKS = 6;

/** The user's first few menu screens; administrators get 'Administrar simuladores' (000 §6). */
export function quickLinks(userType: number, permissions: readonly string[]): { label: string; to: string }[] {
  if (userType === USER_TYPE.administrator) return [{ label: t.manageSimulators, to: '/admin-users' }];
  const leaves = visibleMenu(permissions).flatMap((item): MenuItem[] => item.options ?? [item]);
  return leaves
    .filter((item) => item.link && !item.external && !item.leavesPortal && item.link !== '/')
    .slice(0, MAX_LINKS)
    .map((item) => ({ label: item.label, to: item.link! }));
}

export function QuickAccessCard() {
  const userType = useSessionStore((s) => s.session?.userType ?? 0);
  const permissions = useSessionStore((s) => s.permissions);
  return (
    <Card component="section" aria-labelledby="quick-access-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="quick-access-title" variant="h6" component="h2" gutterBottom>
          {t.quickAccess}
        </Typography>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {quickLinks(userType, permissions).map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} size="small">
              {link.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

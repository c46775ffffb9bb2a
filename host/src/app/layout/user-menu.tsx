import { useState } from 'react';
import { Avatar, Button, Divider, Menu, MenuItem } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { isGestor, messages, USER_TYPE, useSessionStore } from '@portal/shared';
import { ConfirmDialog } from '@portal/shared/ui';
import { selectsProducer } from '../../lib/access/landing';
import { useLogout } from '../../lib/session/api/logout';
import { hostMessages } from '../../messages';

const t = hostMessages.header;

/** The avatar's menu of 000 §2.4 / §6, and the sign-out confirmation. */
export function UserMenu() {
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const menuAdvanced = useSessionStore((s) => s.menuAdvanced);
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!session) return null;

  const isSimulator = session.userType === USER_TYPE.simulator;
  // 'Cambiar productor / Avanzado' is for simulators who select a producer, not for internal staff.
  const canChangeProducer = selectsProducer(session);
  const isProducer = session.userType === USER_TYPE.producer;
  const canEditProfile = (isProducer || (isSimulator && Boolean(simulation))) && !menuAdvanced;
  const canAddSubUser = isProducer && !isGestor(session);

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: (target) => {
        setConfirming(false);
        navigate(target, { replace: true });
      },
    });

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Avatar src={session.userAvatar ?? undefined} alt="" sx={{ width: 32, height: 32 }} />}
        sx={{ textTransform: 'none' }}
      >
        <span data-testid="header-user">{session.userName}</span>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} aria-label={t.userMenu}>
        {canEditProfile && <MenuItem onClick={() => go('/user-dashboard-info')}>{t.editProfile}</MenuItem>}
        {canAddSubUser && <MenuItem onClick={() => go('/delegado')}>{t.addSubUser}</MenuItem>}
        {canChangeProducer && <MenuItem onClick={() => go('/simulate-producer')}>{t.changeProducer}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          {t.signOut}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={messages.signOutTitle}
        message={messages.signOutQuestion}
        busy={logout.isPending}
        onConfirm={signOut}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

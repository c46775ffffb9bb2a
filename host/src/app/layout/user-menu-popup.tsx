import { Divider, Menu, MenuItem } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { isGestor, messages, USER_TYPE, useSessionStore } from '@portal/shared';
import { ConfirmDialog } from '@portal/shared/ui';
import { selectsProducer } from '../../lib/access/landing';
import { useLogout } from '../../lib/session/api/logout';
import { hostMessages } from '../../messages';

const t = hostMessages.header;

export interface UserMenuPopupProps {
  /** The avatar button the menu opens from; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The sign-out confirmation is showing. */
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
}

/** The avatar's menu of 000 §2.4 / §6 and the sign-out confirmation: loaded on the first opening (user-menu.tsx). */
export function UserMenuPopup({ anchor, onClose, confirming, onConfirmingChange }: UserMenuPopupProps) {
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const menuAdvanced = useSessionStore((s) => s.menuAdvanced);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!session) return null;

  const isSimulator = session.userType === USER_TYPE.simulator;
  // 'Cambiar productor / Avanzado' is for simulators who select a producer, not for internal staff.
  const canChangeProducer = selectsProducer(session);
  const isProducer = session.userType === USER_TYPE.producer;
  // A simulated producer without a portal user ('U', userIdProducer 0) has no profile to edit.
  const canEditProfile = (isProducer || (isSimulator && Boolean(simulation?.userIdProducer))) && !menuAdvanced;
  const canAddSubUser = isProducer && !isGestor(session);

  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: (target) => {
        onConfirmingChange(false);
        navigate(target, { replace: true });
      },
    });

  return (
    <>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} aria-label={t.userMenu}>
        {canEditProfile && <MenuItem onClick={() => go('/user-dashboard-info')}>{t.editProfile}</MenuItem>}
        {canAddSubUser && <MenuItem onClick={() => go('/delegado')}>{t.addSubUser}</MenuItem>}
        {canChangeProducer && <MenuItem onClick={() => go('/simulate-producer')}>{t.changeProducer}</MenuItem>}
        <MenuItem onClick={() => go('/seguridad')}>{t.security}</MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            onConfirmingChange(true);
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
        onCancel={() => onConfirmingChange(false)}
      />
    </>
  );
}

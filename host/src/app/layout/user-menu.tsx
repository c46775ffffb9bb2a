import { useState } from 'react';
import { Avatar, Button } from '@mui/material';
import { useSessionStore } from '@portal/shared';
import { lazyDialog } from '@portal/shared/ui';

// The menu and the sign-out confirmation load when the avatar is first pointed at, focused or clicked, not with
// every signed-in page (issue 13 §1): the header carries only the button.
const loadPopup = () => import('./user-menu-popup').then((m) => m.UserMenuPopup);
const UserMenuPopup = lazyDialog(loadPopup, (p) => p.anchor !== null || p.confirming);

/** The avatar's button of 000 §2.4, which opens the user menu. */
export function UserMenu() {
  const session = useSessionStore((s) => s.session);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!session) return null;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Avatar src={session.userAvatar ?? undefined} alt="" sx={{ width: 32, height: 32 }} />}
        sx={{ textTransform: 'none' }}
      >
        <span data-testid="header-user">{session.userName}</span>
      </Button>
      <UserMenuPopup
        anchor={anchor}
        onClose={() => setAnchor(null)}
        confirming={confirming}
        onConfirmingChange={setConfirming}
      />
    </>
  );
}

import { useSessionStore, USER_TYPE } from '@portal/shared';
import { mustSelectProducer } from '../../lib/access/landing';
import { visibleMenu, type MenuItem } from '../../lib/menu/menu-items';

/**
 * The top menu's entries for the signed-in user (000 §2.4, §6), or null when there is no menu: administrators and
 * simulators without a chosen producer get none; internal staff do. One model for the bar and the phone's drawer.
 */
export function useVisibleMenu(): MenuItem[] | null {
  const permissions = useSessionStore((s) => s.permissions);
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const noMenu = !session || session.userType === USER_TYPE.administrator || mustSelectProducer(session, simulation);
  return noMenu ? null : visibleMenu(permissions);
}

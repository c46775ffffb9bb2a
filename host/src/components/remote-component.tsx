import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { federationName, scopeAllowed, scopeOfRoute, useSessionStore, type RouteOwner } from '@portal/shared';
import { ErrorBoundary } from '@portal/shared/ui';
import { loadExposed } from '../app/remotes/register-remotes';

const components = new Map<string, ComponentType>();

/** A component a remote exposes besides its routes (e.g. remote-comunicacion's `./NotificationBell`). */
function remoteComponent(owner: RouteOwner, exposed: string): ComponentType {
  const id = `${federationName(owner)}/${exposed}`;
  let found = components.get(id);
  if (!found) {
    found = lazy(async () => {
      const mod = await loadExposed<{ default: ComponentType }>(id);
      if (!mod?.default) throw new Error(`El remoto ${owner} no expone ${exposed}`);
      return { default: mod.default };
    });
    components.set(id, found);
  }
  return found;
}

interface Props {
  owner: RouteOwner;
  /** The exposed module's name without './'. */
  exposed: string;
  /** What shows while it loads. */
  loading?: ReactNode;
  /** What shows if it cannot load or crashes. */
  failed?: ReactNode;
}

/**
 * Renders a component exposed by a remote, loaded at runtime and contained if it fails. A delegate not given
 * the remote's menu area (issue 40 §4) gets nothing: the bell and the panels are Comunicaciones'.
 */
export function RemoteComponent({ owner, exposed, loading = null, failed = null }: Props) {
  const allowed = useSessionStore((s) => scopeAllowed(s.session?.delegateAreas, scopeOfRoute({ owner })));
  if (!allowed) return null;
  const Loaded = remoteComponent(owner, exposed);
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </ErrorBoundary>
  );
}

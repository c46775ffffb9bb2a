import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared/router';
import { loadRuntimeConfig } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import { registerPortalRemotes, warmRemoteRoutes } from './app/remotes/register-remotes';
import { createPortalRouter } from './app/router';

async function start() {
  const config = await loadRuntimeConfig();
  registerPortalRemotes(config);
  warmRemoteRoutes(window.location.pathname);
  const router = createPortalRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
}

void start();

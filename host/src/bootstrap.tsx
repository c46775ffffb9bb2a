import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/shared/router';
import { loadRuntimeConfig } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import { registerPortalRemotes, warmRemoteRoutes } from './app/remotes/register-remotes';
import { PortalRoutes } from './app/router';

async function start() {
  const config = await loadRuntimeConfig();
  registerPortalRemotes(config);
  warmRemoteRoutes(window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalProviders>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}

void start();

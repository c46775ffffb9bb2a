import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@portal/shared';
import { StandaloneApp } from '@portal/shared/ui';
import routes from './routes';

// Standalone development: this remote's screens in a minimal frame, against the real api.
void loadRuntimeConfig().then(() => {
  createRoot(document.getElementById('root')!).render(<StandaloneApp name="remote-cartera" routes={routes} />);
});

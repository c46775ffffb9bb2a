import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, StandaloneApp } from '@portal/shared';
import routes from './routes';

// Standalone development: this remote's screens in a minimal frame, against the real api.
void loadRuntimeConfig().then(() => {
  createRoot(document.getElementById('root')!).render(<StandaloneApp name="remote-cartera" routes={routes} />);
});

const { createAppConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    // The header's bell, the user dashboard's notifications and the communications panel (docs/architecture.md#the-five-remotes), loaded by the host at run time.
    './NotificationBell': './src/features/historialnotificaciones/components/notification-bell.tsx',
    './NotificationsPanel': './src/features/historialnotificaciones/components/notifications-panel.tsx',
    './CommunicationsPanel': './src/features/historialcomunicaciones/components/communications-panel.tsx',
  },
});

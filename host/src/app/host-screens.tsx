import { lazy, type ComponentType } from 'react';

/** The screen of each host route of the route table, loaded on demand (host-route-objects.test.ts holds them equal). */
export const hostScreens: Record<string, ComponentType> = {
  '/login': lazy(() => import('../features/login/components/login-screen')),
  '/admin': lazy(() => import('../features/admin/components/admin-login-screen')),
  '/register': lazy(() => import('../features/register/components/register-screen')),
  '/register-validation': lazy(() => import('../features/register-validation/components/register-validation-screen')),
  '/recover-email': lazy(() => import('../features/recover-email/components/confirm-code-screen')),
  '/register-success': lazy(() => import('../features/register-success/components/register-success-screen')),
  '/recover-password': lazy(() => import('../features/recover-password/components/recover-password-screen')),
  '/recover-reset': lazy(() => import('../features/recover-reset/components/recover-reset-screen')),
  '/recover-account': lazy(() => import('../features/recover-account/components/recover-account-screen')),
  '/recover-success': lazy(() => import('../features/recover-success/components/recover-success-screen')),
  '/channels': lazy(() => import('../features/channels/components/channels-screen')),
  '/terminos': lazy(() => import('../features/terminos/components/terms-screen')),
  '/simulate-producer': lazy(() => import('../features/simulate-producer/components/simulate-producer-screen')),
  '/home': lazy(() => import('../features/home/components/home-screen')),
  '/delegado': lazy(() => import('../features/delegado/components/delegates-screen')),
  '/user-dashboard-info': lazy(() => import('../features/user-dashboard-info/components/profile-screen')),
  '/seguridad': lazy(() => import('../features/seguridad/components/security-screen')),
  '/ebroker': lazy(() => import('../features/ebroker/components/ebroker-screen')),
  '/user-dashboard-notifications': lazy(
    () => import('../features/user-dashboard-notifications/components/user-dashboard-screen'),
  ),
};

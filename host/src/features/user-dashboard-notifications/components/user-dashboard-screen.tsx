import { Box, LinearProgress } from '@mui/material';
import { messages } from '@portal/shared';
import { PageError, PageLayout } from '@portal/shared/ui';
import { RemoteComponent } from '../../../components/remote-component';
import { hostMessages } from '../../../messages';

const t = hostMessages.userDashboard;

/** /user-dashboard-notifications (000 §2.2): the user's notifications as tiles and the communications panel, from remote-comunicacion. */
export default function UserDashboardScreen() {
  return (
    <PageLayout title={t.title} breadcrumbs={[{ label: t.title }]} description={t.intro}>
      <RemoteComponent
        owner="remote-comunicacion"
        exposed="NotificationsPanel"
        loading={<LinearProgress aria-label={messages.loading} />}
        failed={<PageError />}
      />
      {/* The communications panel (002 §2), left out when remote-comunicacion is down. */}
      <Box sx={{ mt: 3 }}>
        <RemoteComponent owner="remote-comunicacion" exposed="CommunicationsPanel" />
      </Box>
    </PageLayout>
  );
}

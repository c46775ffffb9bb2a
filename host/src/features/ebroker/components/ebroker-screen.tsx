import { Alert, Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { PageLayout } from '@portal/shared/ui';
import { EXTERNAL_SITES } from '../../../lib/external-sites';
import { hostMessages } from '../../../messages';

const t = hostMessages.ebroker;

/** /ebroker (002 §1): the notice before the external broker portal, whose 'Ingresar' opens it. */
export default function EbrokerScreen() {
  return (
    <PageLayout title={t.title} breadcrumbs={[{ label: t.title }]}>
      <Box sx={{ px: 3, maxWidth: 720 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.notice} {t.signInAgain}
        </Alert>
        <Button
          variant="contained"
          href={EXTERNAL_SITES.ebroker}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon fontSize="small" />}
          aria-label={t.opensInNewTab}
        >
          {t.enter}
        </Button>
      </Box>
    </PageLayout>
  );
}

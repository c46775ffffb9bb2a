import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from '@portal/shared/router';
import { PublicCard } from '../../../components/public-card';
import { EXTERNAL_SITES } from '../../../lib/external-sites';
import { hostMessages } from '../../../messages';

const t = hostMessages.channels;

function ChoiceCard({ name, text, action }: { name: string; text: string; action: ReactNode }) {
  return (
    <Card component="article" variant="outlined" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="h6" color="primary" gutterBottom>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
  mb: 3,
};

/** /channels (000 §2.1): the role choice ('Rol Usuario' → /login, 'Rol Administrador' → /admin) and the other channels. */
export default function ChannelsScreen() {
  return (
    <PublicCard title={t.title} intro={t.intro} maxWidth={860}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t.rolesHeading}
      </Typography>
      <Box sx={grid}>
        {t.roles.map((role) => (
          <ChoiceCard
            key={role.name}
            name={role.name}
            text={role.text}
            action={
              <Button variant="contained" component={RouterLink} to={role.to}>
                {role.action}
              </Button>
            }
          />
        ))}
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t.channelsHeading}
      </Typography>
      <Box sx={grid}>
        {t.channels.map((channel) => (
          <ChoiceCard
            key={channel.name}
            name={channel.name}
            text={channel.text}
            action={
              <Button
                variant="outlined"
                href={EXTERNAL_SITES[channel.site as keyof typeof EXTERNAL_SITES]}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon fontSize="small" />}
                aria-label={`${channel.name} ${t.opensInNewTab}`}
              >
                {channel.name}
              </Button>
            }
          />
        ))}
      </Box>
    </PublicCard>
  );
}

import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { adminMessages as m } from '../../messages';

const title = routeEntry('/avanzadas').title;

const cards = [
  { to: '/auditoria-productor', title: m.advancedAudit, text: m.advancedAuditText },
  { to: '/estadisticas', title: m.advancedStatistics, text: m.advancedStatisticsText },
];

/** /avanzadas (002 §2): the simulator's advanced options, cards to the audit and the statistics. */
export default function AvanzadasPage() {
  return (
    <PageLayout title={title} breadcrumbs={[{ label: title }]}>
      <Box sx={{ px: 3, pb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Card key={card.to} component="article" aria-labelledby={`card-${card.to.slice(1)}`}>
            <CardContent>
              <Typography id={`card-${card.to.slice(1)}`} variant="h6" component="h2">
                {card.title}
              </Typography>
              <Typography color="text.secondary">{card.text}</Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={card.to} variant="contained" aria-label={`${m.open}: ${card.title}`}>
                {m.open}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </PageLayout>
  );
}

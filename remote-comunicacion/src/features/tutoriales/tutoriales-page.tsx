import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { comunicacionMessages } from '../../messages';
import { DEFAULT_SECTION, tutorials, type Tutorial } from './tutorials';

const entry = routeEntry('/tutoriales');
const t = comunicacionMessages.tutorials;

/** The steps of one tutorial: Volver / Siguiente, Terminar on the last one, then Reiniciar (002 §2, §4). */
function TutorialSteps({ tutorial }: { tutorial: Tutorial }) {
  const [active, setActive] = useState(0);
  const finished = active >= tutorial.steps.length;
  const last = active === tutorial.steps.length - 1;
  const step = tutorial.steps[Math.min(active, tutorial.steps.length - 1)];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
          {tutorial.steps.map((s) => (
            <Step key={s.title}>
              <StepLabel>{s.title}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {finished ? (
          <Typography role="status">{t.finished(tutorial.title)}</Typography>
        ) : (
          <Box aria-live="polite">
            <Typography variant="subtitle2" color="text.secondary">
              {t.stepOf(active + 1, tutorial.steps.length)}
            </Typography>
            <Typography variant="h6" component="h3" gutterBottom>
              {step.title}
            </Typography>
            <Typography>{step.text}</Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {finished ? (
            <Button variant="contained" onClick={() => setActive(0)}>
              {t.restart}
            </Button>
          ) : (
            <>
              <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
                {t.back}
              </Button>
              <Button variant="contained" onClick={() => setActive(active + 1)}>
                {last ? t.finish : t.next}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /tutoriales?seccion= (002 §2): one tutorial, como-registrarse by default; an unknown section is not found. */
export default function TutorialesPage() {
  const [params] = useSearchParams();
  const section = params.get('seccion') || DEFAULT_SECTION;
  const tutorial = tutorials.find((x) => x.key === section);
  if (!tutorial) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.notFound}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t.backToSite}
        </Button>
      </Box>
    );
  }
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }, { label: tutorial.title }]}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
        component="nav"
        aria-label={t.sections}
      >
        {tutorials.map((x) => (
          <Button
            key={x.key}
            size="small"
            variant={x.key === tutorial.key ? 'contained' : 'outlined'}
            component={RouterLink}
            to={`/tutoriales?seccion=${x.key}`}
            aria-current={x.key === tutorial.key ? 'page' : undefined}
          >
            {x.title}
          </Button>
        ))}
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom>
        {tutorial.title}
      </Typography>
      <TutorialSteps key={tutorial.key} tutorial={tutorial} />
    </PageLayout>
  );
}

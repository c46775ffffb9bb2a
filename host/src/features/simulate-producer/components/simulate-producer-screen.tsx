import { useState, type HTMLAttributes, type Key } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { ApiError, formatCuit, maskCuitInput } from '@portal/shared';
import {
  ErrorAlert,
  PageLayout,
  useProducerSearch,
  type ProducerSearchBy as SearchBy,
  type ProducerSearchOption as ProducerOption,
} from '@portal/shared/ui';
import { cuitSchema } from '@portal/shared/validation';
import { hostMessages } from '../../../messages';
import { useSimulateProducer } from '../api/simulate-producer';

const t = hostMessages.simulate;
const UNREGISTERED = 'U';

const schema = z
  .object({ by: z.enum(['cuit', 'name']), cuit: z.string(), producer: z.custom<ProducerOption>().nullable() })
  .superRefine((v, ctx) => {
    if (v.by === 'cuit') {
      const result = cuitSchema().safeParse(v.cuit);
      if (!result.success) ctx.addIssue({ code: 'custom', path: ['cuit'], message: result.error.issues[0].message });
    } else if (!v.producer) {
      ctx.addIssue({ code: 'custom', path: ['producer'], message: t.producerRequired });
    }
  });
type Values = z.infer<typeof schema>;

/** The simulate error of 002 §8: the business messages, or 'Error inesperado'. */
function simulateError(error: unknown): string {
  const texts = error instanceof ApiError ? error.businessExceptions.map((e) => e.message).filter(Boolean) : [];
  return texts.length ? texts.join('. ') : t.unexpected;
}

function OptionLabel({ option }: { option: ProducerOption }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <span>{option.value}</span>
      {option.message === UNREGISTERED && <Chip size="small" color="warning" label={t.unregisteredTag} />}
    </Box>
  );
}

/** /simulate-producer (002 §2, §5): choose a producer by CUIT or name, or go to the advanced options. */
export default function SimulateProducerScreen() {
  const navigate = useNavigate();
  const simulate = useSimulateProducer();
  const [nameText, setNameText] = useState('');
  const { handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { by: 'cuit', cuit: '', producer: null },
  });
  const by = watch('by');
  const cuit = watch('cuit');
  const producer = watch('producer');
  const search = useProducerSearch(by, by === 'cuit' ? cuit : nameText);
  const onSubmit = handleSubmit((v) =>
    simulate.mutate(v.by === 'cuit' ? v.cuit : v.producer!.id, { onSuccess: () => navigate('/home') }),
  );

  const switchTo = (next: SearchBy) => {
    setValue('by', next);
    setValue('cuit', '');
    setValue('producer', null);
    setNameText('');
  };
  const noOptionsText = search.tooShort ? t.typeMore : hostMessages.noMatches;
  const common = {
    options: search.options,
    loading: search.isFetching,
    loadingText: t.searching,
    noOptionsText,
    filterOptions: (o: ProducerOption[]) => o,
    getOptionKey: (o: ProducerOption | string) => (typeof o === 'string' ? o : o.id),
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: ProducerOption) => {
      const { key, ...rest } = props;
      return (
        <li key={key} {...rest}>
          <OptionLabel option={option} />
        </li>
      );
    },
  };

  return (
    <PageLayout title={t.title} breadcrumbs={[{ label: t.title }]} description={t.intro}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
            <CardContent>
              {simulate.error && (
                <ErrorAlert error={simulateError(simulate.error)} title={t.errorTitle} sx={{ mb: 2 }} />
              )}
              <RadioGroup row aria-label={t.searchBy} value={by} onChange={(e) => switchTo(e.target.value as SearchBy)}>
                <FormControlLabel value="cuit" control={<Radio />} label={t.byCuit} />
                <FormControlLabel value="name" control={<Radio />} label={t.byName} />
              </RadioGroup>
              {by === 'cuit' ? (
                <Autocomplete
                  {...common}
                  freeSolo
                  inputValue={cuit}
                  onInputChange={(_, value, reason) => {
                    if (reason === 'input' || reason === 'clear') {
                      setValue('cuit', maskCuitInput(value));
                      setValue('producer', null);
                    }
                  }}
                  value={producer}
                  onChange={(_, option: string | ProducerOption | null) => {
                    if (option && typeof option !== 'string') {
                      setValue('producer', option);
                      setValue('cuit', formatCuit(option.id));
                    }
                  }}
                  getOptionLabel={(o) => (typeof o === 'string' ? o : formatCuit(o.id))}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t.cuit}
                      margin="normal"
                      required
                      error={Boolean(formState.errors.cuit)}
                      helperText={formState.errors.cuit?.message}
                    />
                  )}
                />
              ) : (
                <Autocomplete
                  {...common}
                  inputValue={nameText}
                  onInputChange={(_, value) => setNameText(value)}
                  value={producer}
                  onChange={(_, option) => setValue('producer', option, { shouldValidate: formState.isSubmitted })}
                  getOptionLabel={(o) => o.value}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t.name}
                      margin="normal"
                      required
                      error={Boolean(formState.errors.producer)}
                      helperText={(formState.errors.producer as { message?: string } | undefined)?.message}
                    />
                  )}
                />
              )}
              {search.total > search.options.length && (
                <Typography variant="caption" color="text.secondary">
                  {t.moreResults(search.options.length, search.total)}
                </Typography>
              )}
              {producer && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {t.affectsData(producer.value)}
                  {producer.message === UNREGISTERED && <Box sx={{ mt: 0.5 }}>{t.unregistered}</Box>}
                </Alert>
              )}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={simulate.isPending}
                startIcon={simulate.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {t.submit}
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t.advancedTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.advancedText}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button variant="outlined" component={RouterLink} to="/avanzadas">
                {t.advancedButton}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      </Grid>
    </PageLayout>
  );
}

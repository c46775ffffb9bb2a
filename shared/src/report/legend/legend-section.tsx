import { Alert, Typography, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@portal/shared/query';
import { queryClient } from '@portal/shared';
import { errorText } from '@portal/shared/ui';
import { getLegendText } from './get-legend-text';
import { legendPlainText } from './legend-text';

/** 002 §3: the report screens that carry legends, and the two kinds of legend. */
export type LegendSectionName = 'rechazos' | 'cartera' | 'liquidacion' | 'deudores';
export type LegendType = 'subtitulo' | 'aviso';

export interface LegendSectionProps {
  section: LegendSectionName;
  type: LegendType;
  /** The text for (section, type); empty when there is none. Defaults to Label/getLabelSection. */
  fetchText?: (section: LegendSectionName, type: LegendType) => Promise<string | null | undefined>;
  sx?: SxProps<Theme>;
}

/**
 * The legend an administrator wrote for a report screen (002 §2): a subtitle or a notice. A failed load
 * shows the failure's text in place of the legend (002 §8); no legend shows nothing.
 */
export function LegendSection({ section, type, fetchText = getLegendText, sx }: LegendSectionProps) {
  // The portal's one query client, named so that the section also works outside PortalProviders. A failed
  // load is shown at once, not retried: the legend is secondary to the screen.
  const legend = useQuery(
    {
      queryKey: ['legend', section, type],
      queryFn: async () => {
        const value = await fetchText(section, type);
        return value ? legendPlainText(value) : null;
      },
      retry: false,
    },
    queryClient,
  );
  const text = legend.data ?? null;
  const failure = legend.error ? errorText(legend.error).message : null;

  const shown = failure ?? text;
  if (!shown) return null;
  if (type === 'aviso') {
    return (
      <Alert
        severity={failure ? 'error' : 'warning'}
        sx={{ whiteSpace: 'pre-line', mb: 2, ...sx }}
        data-testid={`legend-${section}-${type}`}
      >
        {shown}
      </Alert>
    );
  }
  return (
    <Typography
      variant="subtitle1"
      color={failure ? 'error' : 'text.secondary'}
      sx={{ whiteSpace: 'pre-line', mb: 2, ...sx }}
      data-testid={`legend-${section}-${type}`}
    >
      {shown}
    </Typography>
  );
}

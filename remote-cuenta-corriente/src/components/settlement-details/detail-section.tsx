import { useId, useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ExportButton, type ReportColumn } from '@portal/shared/report';
import { DETAIL_FILE_NAMES, exportDetail } from './api/export-detail';

interface Props {
  title: string;
  /** The detail type of 001 §3 (1 settlement, 2 payment, 3 commissions) and the number it is of. */
  tipo: number;
  numero: number;
  columns: ReportColumn[];
  /** Rendered only once the section is first opened, so its data loads only then (001 §4). */
  children: () => ReactNode;
}

/** One accordion of an expanded payment or settlement, with the export of its detail. */
export function DetailSection({ title, tipo, numero, columns, children }: Props) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Accordion disableGutters onChange={(_, open) => open && setOpened(true)}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-content`}>
        <Typography variant="subtitle2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {opened && (
          <>
            <Box sx={{ mb: 1 }}>
              <ExportButton fileName={DETAIL_FILE_NAMES[tipo]} download={() => exportDetail(tipo, numero, columns)} />
            </Box>
            {children()}
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

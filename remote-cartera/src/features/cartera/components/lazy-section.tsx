import { useId, useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, type QueryKey, type UseQueryOptions } from '@portal/shared/query';
import { QueryView } from '@portal/shared/ui';

interface Props<T, K extends QueryKey> {
  title: string;
  /** Only queried once the section is first opened (001 §2); cached after that. */
  query: UseQueryOptions<T, Error, T, K>;
  children: (data: T) => ReactNode;
}

function SectionBody<T, K extends QueryKey>({ query, children }: Pick<Props<T, K>, 'query' | 'children'>) {
  return <QueryView query={useQuery(query)}>{children}</QueryView>;
}

/** A collapsible detail section whose data loads the first time it is opened, and only then. */
export function LazySection<T, K extends QueryKey>({ title, query, children }: Props<T, K>) {
  const [opened, setOpened] = useState(false);
  // MUI names the section's region after the summary only when the summary has an id.
  const id = useId();
  return (
    <Accordion
      disableGutters
      slotProps={{ transition: { unmountOnExit: false } }}
      onChange={(_, open) => open && setOpened(true)}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-content`}>
        <Typography variant="subtitle2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{opened && <SectionBody query={query}>{children}</SectionBody>}</AccordionDetails>
    </Accordion>
  );
}

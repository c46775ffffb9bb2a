import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { getRuntimeConfig, messages } from '@portal/shared';
import { reportMessages } from '../messages';
import { searchGuidance } from './applied-filters';
import type { ProducerTreeNode } from './producer-tree';
import { ProducerTreeSelect } from './producer-tree-select';

/** A filter tab the screen supplies (dates, product, policy, client …). */
export interface SearchTab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface SearchTabsProps {
  /** From buildProducerTree(producer/GetProducerCodes). */
  producerTree: ProducerTreeNode[];
  producersLoading?: boolean;
  checkedProducers: string[];
  onCheckedProducersChange: (checked: string[]) => void;
  /** The other tabs, after the producer one; disabled until a producer is checked. */
  tabs: SearchTab[];
  onSearch: () => void;
  /** The screen resets its criteria (producers included) and results. */
  onClear: () => void;
  /** Given: 'Programar envío' is offered, only when the scheduler flag is 'true' (001 §6). */
  onSchedule?: () => void;
  /** The text shown by 'Ver filtros aplicados' (appliedFiltersText). */
  appliedFilters: string;
  searching?: boolean;
  /** More buttons on the same bar (export, column manager). */
  actions?: ReactNode;
  producerTabLabel?: string;
}

const PRODUCERS = 'producers';

/**
 * The search shell of the report screens (001 §2, §4): the producer tab with its tree, the screen's
 * filter tabs (disabled until a producer is checked), the guidance banners and the shared buttons.
 */
export function SearchTabs({
  producerTree,
  producersLoading = false,
  checkedProducers,
  onCheckedProducersChange,
  tabs,
  onSearch,
  onClear,
  onSchedule,
  appliedFilters,
  searching = false,
  actions,
  producerTabLabel = reportMessages.producersTab,
}: SearchTabsProps) {
  const [active, setActive] = useState(PRODUCERS);
  const [filterVisited, setFilterVisited] = useState(false);
  const [showFilters, setShowFilters] = useState(false);

  const producerChosen = checkedProducers.length > 0;
  const guidance = searchGuidance({ producerChosen, filterVisited });
  const noProducers = !producersLoading && producerTree.length === 0;
  const schedulerOn = !!onSchedule && getRuntimeConfig().schedulerEnabled === 'true';
  // A tab disabled while open would leave its panel showing; fall back to the producers.
  const current = !producerChosen ? PRODUCERS : active;

  const clear = () => {
    setActive(PRODUCERS);
    setFilterVisited(false);
    onClear();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Tabs
        value={current}
        onChange={(_, value: string) => {
          setActive(value);
          if (value !== PRODUCERS) setFilterVisited(true);
        }}
        variant="scrollable"
        aria-label="Filtros de búsqueda"
      >
        <Tab
          value={PRODUCERS}
          label={producerTabLabel}
          id="search-tab-producers"
          aria-controls="search-panel-producers"
        />
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            disabled={!producerChosen}
            id={`search-tab-${tab.id}`}
            aria-controls={`search-panel-${tab.id}`}
          />
        ))}
      </Tabs>

      {noProducers ? (
        <Alert severity="warning" sx={{ my: 2 }}>
          {reportMessages.noProducers}
        </Alert>
      ) : (
        guidance && (
          <Alert severity="info" sx={{ my: 2 }}>
            {guidance === 'chooseProducer' ? messages.chooseProducerFirst : messages.fillAFilter}
          </Alert>
        )
      )}

      {/* Every panel stays mounted so a tab keeps what was typed in it while another is open. */}
      <Box
        role="tabpanel"
        id="search-panel-producers"
        aria-labelledby="search-tab-producers"
        hidden={current !== PRODUCERS}
        sx={{ py: 1 }}
      >
        {producersLoading ? (
          <CircularProgress size={24} aria-label={messages.loading} />
        ) : (
          <ProducerTreeSelect tree={producerTree} checked={checkedProducers} onChange={onCheckedProducersChange} />
        )}
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`search-panel-${tab.id}`}
          aria-labelledby={`search-tab-${tab.id}`}
          hidden={current !== tab.id}
          sx={{ py: 1 }}
        >
          {tab.content}
        </Box>
      ))}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={onSearch} disabled={!producerChosen} loading={searching}>
          {reportMessages.search}
        </Button>
        <Button variant="outlined" onClick={clear} disabled={searching}>
          {reportMessages.clear}
        </Button>
        {schedulerOn && (
          <Button variant="outlined" onClick={onSchedule}>
            {reportMessages.schedule}
          </Button>
        )}
        <Button variant="text" onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters}>
          {showFilters ? reportMessages.hideAppliedFilters : reportMessages.showAppliedFilters}
        </Button>
        {actions}
      </Stack>
      {showFilters && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="applied-filters">
          {appliedFilters || reportMessages.noFiltersApplied}
        </Typography>
      )}
    </Paper>
  );
}

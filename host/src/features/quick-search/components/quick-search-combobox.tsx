import { type Ref, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  Autocomplete,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from '@portal/shared/router';
import { policyDetailPath } from '@portal/shared';
import { type QuickSearchMatch, quickSearchReady } from '@portal/shared/contract/quick-search';
import { useDebouncedValue } from '@portal/shared/ui';
import { useQuickSearch } from '../api/quick-search';
import { quickSearchMessages as t } from '../messages';
import { highlightMatch, type Part } from './highlight';

/** Typing pauses this long before the api is asked. */
const TYPING_PAUSE_MS = 200;

function Marked({ parts }: { parts: Part[] }) {
  return parts.map((p, i) =>
    p.matched ? (
      <Box key={i} component="mark" sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
        {p.text}
      </Box>
    ) : (
      <span key={i}>{p.text}</span>
    ),
  );
}

function MatchOption({ match, query }: { match: QuickSearchMatch; query: string }) {
  const parts = highlightMatch(match, query);
  return (
    <Box>
      <Typography variant="body2">
        {t.policy} <Marked parts={parts.policy} /> · {t.certificate} <Marked parts={parts.certificate} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Marked parts={parts.holder} /> · {t.dni} <Marked parts={parts.dni} />
      </Typography>
    </Box>
  );
}

/** Nothing holds the focus, or the header's plain box, which this part replaces, still does. */
function focusIsFree(): boolean {
  const current = document.activeElement;
  return current === null || current === document.body || current.closest('[role="search"]') !== null;
}

interface ComboboxProps {
  /** What was typed before this part loaded. */
  initialText: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /**
   * Takes the focus on mounting only if nothing else holds it: the header's box this part replaces had it and
   * went with it. A person who has tabbed on, or clicked elsewhere, while this part loaded keeps their place.
   */
  focusUnlessMovedOn?: boolean;
  /** After a policy is chosen (the phone's dialog closes). */
  onChosen?: () => void;
}

/**
 * The search itself (issue 39 §3): a combobox whose list, from the third character, holds up to eight policies
 * grouped by what matched, the matched part marked. Arrows move, Enter opens the policy's 'Información
 * detallada' on /cartera, Escape closes the list. Loaded on first use, with the contract it calls.
 */
export function QuickSearchCombobox({ initialText, inputRef, autoFocus, focusUnlessMovedOn, onChosen }: ComboboxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = useForkRef(ownInput, inputRef);
  // Read once, before this part is on the page: whether the focus had nowhere else to go.
  const [takesFocus] = useState(() => Boolean(autoFocus) || (Boolean(focusUnlessMovedOn) && focusIsFree()));
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(takesFocus && quickSearchReady(initialText));
  useLayoutEffect(() => {
    if (!autoFocus && focusUnlessMovedOn && focusIsFree()) ownInput.current?.focus();
  }, [autoFocus, focusUnlessMovedOn]);
  const query = useDebouncedValue(text, TYPING_PAUSE_MS);
  const ready = quickSearchReady(text) && quickSearchReady(query);
  const result = useQuickSearch(query);
  const options = ready ? (result.data?.matches ?? []) : [];

  return (
    <Autocomplete<QuickSearchMatch, false, false, false>
      open={open && ready}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server has chosen and ordered them; the list shows what it answered.
      filterOptions={(o) => o}
      groupBy={(m) => t.groups[m.matchedBy]}
      getOptionLabel={(m) => `${m.policyNumber} ${m.holderName}`}
      getOptionKey={(m) => `${m.matchedBy}-${m.id}`}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.matchedBy === b.matchedBy}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      value={null}
      onChange={(_, match) => {
        if (!match) return;
        setText('');
        setOpen(false);
        onChosen?.();
        void navigate(policyDetailPath(match));
      }}
      loading={result.isFetching && !result.data}
      loadingText={t.searching}
      noOptionsText={result.isError ? t.failed : t.noMatches}
      autoHighlight
      blurOnSelect
      clearOnBlur={false}
      forcePopupIcon={false}
      handleHomeEndKeys={false}
      // Each group a `group` of the listbox named by its heading: MUI's own group markup (a list item holding a
      // list) leaves the options outside any group or listbox to assistive technology.
      renderGroup={(group) => (
        <Box
          component="li"
          key={group.key}
          role="group"
          aria-labelledby={`${listId}-group-${group.key}`}
          sx={{ listStyle: 'none' }}
        >
          <ListSubheader
            id={`${listId}-group-${group.key}`}
            component="div"
            role="presentation"
            sx={{ lineHeight: 2.5 }}
          >
            {group.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {group.children}
          </Box>
        </Box>
      )}
      renderOption={({ key, ...props }, match) => (
        <li key={key} {...props}>
          <MatchOption match={match} query={query} />
        </li>
      )}
      slotProps={{ paper: { elevation: 8 }, listbox: { 'aria-label': t.label } }}
      sx={{ width: { xs: '100%', md: 340 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          autoFocus={autoFocus}
          placeholder={t.label}
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t.label, type: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}

const DIALOG_TITLE_ID = 'quick-search-dialog-title';

/** On a phone the box is a button in the header; this dialog holds the search it opens. */
export function QuickSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={DIALOG_TITLE_ID}>
      <DialogTitle
        id={DIALOG_TITLE_ID}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 1 }}
      >
        {t.label}
        <IconButton aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <QuickSearchCombobox initialText="" autoFocus onChosen={onClose} />
      </DialogContent>
    </Dialog>
  );
}

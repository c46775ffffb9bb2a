import { lazy, Suspense, useRef, useState, useTransition } from 'react';
import { Box, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { routeEntry, useSessionStore } from '@portal/shared';
import { lazyDialog } from '@portal/shared/ui';
import { mustSelectProducer } from '../../lib/access/landing';
import { effectivePermissions } from '../../lib/menu/permissions';
import { quickSearchMessages as t } from './messages';
import { useSlashShortcut } from './use-slash-shortcut';

// The combobox, its list and the contract it calls (with zod) load when the box is first pointed at, focused
// or opened, never with a page's first paint (issue 13 §1): the header carries only this field.
const loadCombobox = () => import('./components/quick-search-combobox');
const QuickSearchCombobox = lazy(() => loadCombobox().then((m) => ({ default: m.QuickSearchCombobox })));
const QuickSearchDialog = lazyDialog(() => loadCombobox().then((m) => m.QuickSearchDialog));
const preload = () => void loadCombobox();

const CARTERA_PERMISSION = routeEntry('/cartera').permission!;

/** Whoever may open /cartera searches it: a producer, a Gestor, a simulator with a producer chosen. */
function useQuickSearchAllowed(): boolean {
  return useSessionStore(
    (s) =>
      s.session !== null &&
      !mustSelectProducer(s.session, s.simulation) &&
      effectivePermissions(s.permissions).has(CARTERA_PERMISSION),
  );
}

/** The box as a plain field until the combobox has loaded: what is typed meanwhile carries over. */
function PlainField({
  text,
  onText,
  inputRef,
  onActivate,
}: {
  text: string;
  onText: (text: string) => void;
  inputRef: React.Ref<HTMLInputElement>;
  onActivate: () => void;
}) {
  return (
    <Box
      component="input"
      ref={inputRef}
      type="search"
      value={text}
      placeholder={t.label}
      aria-label={t.label}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => onText(e.target.value)}
      onFocus={onActivate}
      onPointerEnter={preload}
      sx={{
        width: 340,
        height: 40,
        boxSizing: 'border-box',
        px: 1.75,
        border: 0,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        font: 'inherit',
        fontSize: '1rem',
      }}
    />
  );
}

/**
 * The header's quick search (issue 39 §3): a box from 900 px wide, a button that opens it in a dialog below;
 * '/' focuses it from anywhere but a field.
 */
export function QuickSearch() {
  const allowed = useQuickSearchAllowed();
  const [active, setActive] = useState(false);
  const [, startTransition] = useTransition();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // A transition: the plain box stays on the page, focused and taking keys, until the combobox has loaded,
  // instead of giving way to a fallback copy of itself, which dropped the focus (and the keys typed) on the page.
  const activate = () => startTransition(() => setActive(true));

  useSlashShortcut(() => {
    const field = inputRef.current;
    // The box is hidden below 900 px: there the key opens the dialog.
    if (field && field.offsetParent !== null) {
      activate();
      field.focus();
    } else setDialogOpen(true);
  }, allowed);

  if (!allowed) return null;
  const plain = <PlainField text={draft} onText={setDraft} inputRef={inputRef} onActivate={activate} />;
  return (
    <>
      <Box role="search" sx={{ display: { xs: 'none', md: 'block' } }}>
        <Suspense fallback={plain}>
          {active ? <QuickSearchCombobox initialText={draft} inputRef={inputRef} focusUnlessMovedOn /> : plain}
        </Suspense>
      </Box>
      <IconButton
        color="inherit"
        aria-label={t.label}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setDialogOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <QuickSearchDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}

import { useState } from 'react';
import { Box, Checkbox, Collapse, FormControlLabel, IconButton } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { reportMessages } from '../messages';
import { leafIds, type ProducerTreeNode } from './producer-tree';

interface Props {
  tree: ProducerTreeNode[];
  /** Checked producer codes (leaf ids). */
  checked: string[];
  onChange: (checked: string[]) => void;
  disabled?: boolean;
}

/** The checkbox tree of producer codes grouped by core (001 §2): a core's box checks all its codes. */
export function ProducerTreeSelect({ tree, checked, onChange, disabled = false }: Props) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const checkedSet = new Set(checked);

  const toggleLeaf = (id: string) => onChange(checkedSet.has(id) ? checked.filter((c) => c !== id) : [...checked, id]);
  const toggleNode = (node: ProducerTreeNode) => {
    const ids = leafIds(node);
    const all = ids.every((id) => checkedSet.has(id));
    onChange(
      all ? checked.filter((id) => !ids.includes(id)) : [...checked, ...ids.filter((id) => !checkedSet.has(id))],
    );
  };
  const toggleCollapsed = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNode = (node: ProducerTreeNode, depth: number) => {
    if (!node.items.length) {
      return (
        <Box key={node.id} sx={{ pl: depth * 4 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={checkedSet.has(node.id)}
                onChange={() => toggleLeaf(node.id)}
                disabled={disabled}
              />
            }
            label={node.text}
          />
        </Box>
      );
    }
    const ids = leafIds(node);
    const count = ids.filter((id) => checkedSet.has(id)).length;
    const open = !collapsed.has(node.id);
    return (
      <Box key={node.id} role="group" aria-label={node.text}>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 4 }}>
          <IconButton
            size="small"
            aria-label={`${open ? reportMessages.collapseCore : reportMessages.expandCore} ${node.text}`}
            aria-expanded={open}
            onClick={() => toggleCollapsed(node.id)}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={count > 0 && count === ids.length}
                indeterminate={count > 0 && count < ids.length}
                onChange={() => toggleNode(node)}
                disabled={disabled}
              />
            }
            label={node.text}
          />
        </Box>
        <Collapse in={open}>{node.items.map((child) => renderNode(child, depth + 1))}</Collapse>
      </Box>
    );
  };

  return <Box>{tree.map((node) => renderNode(node, 0))}</Box>;
}

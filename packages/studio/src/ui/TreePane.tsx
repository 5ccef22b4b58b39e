import { isBlockingError, type LintProblem } from '@admit/config-lint/browser';
import type { NodeType } from '@admit/node-types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { TreeItem } from '../model/config-tree.ts';
import { NODE_TYPE_NAMES } from '../model/node-templates.ts';
import { addPage, movePage, removePage } from '../model/page-edits.ts';
import { itemKey } from '../model/problems-by-item.ts';
import { sameAddress, type Address, type StudioFiles } from '../model/studio-files.ts';
import {
  addNode,
  addSection,
  duplicateItem,
  listOf,
  moveBy,
  moveItem,
  removeItem,
  type EditResult,
} from '../model/tree-edits.ts';

export interface TreePaneProps {
  tree: readonly TreeItem[];
  files: StudioFiles;
  baseline: StudioFiles;
  selected: Address | undefined;
  problems: ReadonlyMap<string, LintProblem[]>;
  onSelect(address: Address): void;
  onEdit(result: EditResult): void;
}

const DRAG_TYPE = 'application/x-admit-studio-item';

/** The item an address names, anywhere in the tree. */
function findItem(items: readonly TreeItem[], address: Address | undefined): TreeItem | undefined {
  for (const item of items) {
    if (sameAddress(item.address, address)) return item;
    const inner = findItem(item.children, address);
    if (inner) return inner;
  }
  return undefined;
}

/** Where a new node goes: into the selected container (its end), or after the selected node. */
function insertionPoint(item: TreeItem | undefined): { list: Address; index?: number } | undefined {
  if (!item) return undefined;
  if (item.kind === 'node') {
    const at = listOf(item.address);
    return at ? { list: at.list, index: at.index + 1 } : undefined;
  }
  if (item.kind === 'page') {
    const lastSection = item.children.at(-1);
    return lastSection?.childList ? { list: lastSection.childList } : undefined;
  }
  return item.childList ? { list: item.childList } : undefined;
}

/**
 * The partner's pages, sections and nodes as a tree. The selected item can be moved with
 * Alt+Up/Alt+Down (a section or node also dragged onto another item to go before it), duplicated,
 * removed (Delete), and new nodes, sections or pages added.
 */
export function TreePane(props: TreePaneProps) {
  const { tree, files, baseline, selected, problems, onSelect, onEdit } = props;
  // The menu starts at the first node type it lists.
  const [type, setType] = useState(Object.keys(NODE_TYPE_NAMES)[0] as NodeType);
  const item = findItem(tree, selected);
  const isPage = item?.kind === 'page';
  const movable = item?.kind === 'node' || item?.kind === 'section' || isPage;
  const move = (address: Address, delta: -1 | 1) =>
    address.pointer === '' ? movePage(files, address.file, delta) : moveBy(files, address, delta);
  const remove = (address: Address) =>
    address.pointer === ''
      ? removePage(files, address.file, baseline)
      : removeItem(files, address, baseline);
  const point = insertionPoint(item);
  const pageOf = selected?.file;
  const nav = useRef<HTMLElement>(null);
  // After a key moves or removes an item, focus goes where the selection went (the moved item, or
  // the one after a removed one): the item buttons are keyed by position, so the button that had
  // focus now shows another item, and the next key press would act on that one.
  const focusAfterEdit = useRef<Address | undefined>(undefined);
  useEffect(() => {
    const address = focusAfterEdit.current;
    if (!address) return;
    focusAfterEdit.current = undefined;
    nav.current
      ?.querySelector<HTMLElement>(`[data-address="${CSS.escape(itemKey(address))}"]`)
      ?.focus();
  });

  const editByKey = (event: KeyboardEvent, result: EditResult) => {
    event.preventDefault();
    focusAfterEdit.current = result.selected;
    onEdit(result);
  };
  const onKeyDown = (event: KeyboardEvent, address: Address) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))
      editByKey(event, move(address, event.key === 'ArrowUp' ? -1 : 1));
    else if (event.key === 'Delete' && (listOf(address) || address.pointer === ''))
      editByKey(event, remove(address));
  };
  const onDrop = (event: DragEvent, target: TreeItem) => {
    const from = JSON.parse(event.dataTransfer.getData(DRAG_TYPE) || 'null') as Address | null;
    const at = listOf(target.address);
    if (!from || !at) return;
    event.preventDefault();
    onEdit(moveItem(files, from, at.list, at.index));
  };

  const renderItems = (items: readonly TreeItem[], depth: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth ? 2 : 0 }}>
      {items.map((child) => {
        const key = itemKey(child.address);
        const found = problems.get(key)?.filter(isBlockingError).length ?? 0;
        const isSelected = sameAddress(child.address, selected);
        const draggable = child.kind === 'node' || child.kind === 'section';
        // A page goes where its step puts it: moved with the buttons or Alt+Up/Alt+Down.
        return (
          <li key={key}>
            {child.kind === 'list' ? (
              <Typography variant="caption" component="span" sx={{ display: 'block', pl: 1 }}>
                {child.label}
              </Typography>
            ) : (
              <Button
                size="small"
                fullWidth
                draggable={draggable}
                onDragStart={(event) =>
                  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(child.address))
                }
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, child)}
                onClick={() => onSelect(child.address)}
                onKeyDown={(event) => onKeyDown(event, child.address)}
                aria-current={isSelected ? 'true' : undefined}
                data-address={key}
                variant={isSelected ? 'contained' : 'text'}
                sx={{ justifyContent: 'flex-start', textTransform: 'none', minHeight: 32 }}
              >
                <span>
                  {child.kind === 'node' ? `${child.label} · ${child.type}` : child.label}
                  {found > 0 && ` (${found} ${found === 1 ? 'error' : 'errors'})`}
                </span>
              </Button>
            )}
            {child.children.length > 0 && renderItems(child.children, depth + 1)}
          </li>
        );
      })}
    </Box>
  );

  return (
    <Box component="nav" ref={nav} aria-label="Pages, sections and questions" sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <TextField
          select
          size="small"
          label="New node type"
          value={type}
          onChange={(event) => setType(event.target.value as NodeType)}
          sx={{ minWidth: 160 }}
        >
          {Object.entries(NODE_TYPE_NAMES).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!point}
          onClick={() => point && onEdit(addNode(files, point.list, type, baseline, point.index))}
        >
          Add node
        </Button>
        <Button variant="outlined" onClick={() => onEdit(addPage(files))}>
          Add page
        </Button>
        <Button
          variant="outlined"
          disabled={!pageOf?.startsWith('pages/')}
          onClick={() => pageOf && onEdit(addSection(files, pageOf))}
        >
          Add section
        </Button>
        <Button
          variant="outlined"
          disabled={!movable || isPage}
          onClick={() => selected && onEdit(duplicateItem(files, selected, baseline))}
        >
          Duplicate
        </Button>
        <Button
          variant="outlined"
          disabled={!movable}
          onClick={() => selected && onEdit(move(selected, -1))}
        >
          Move up
        </Button>
        <Button
          variant="outlined"
          disabled={!movable}
          onClick={() => selected && onEdit(move(selected, 1))}
        >
          Move down
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={!movable}
          onClick={() => selected && onEdit(remove(selected))}
        >
          Remove
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Alt+Up and Alt+Down move the selected item; Delete removes it; drag an item onto another to
        put it before that one.
      </Typography>
      {renderItems(tree, 0)}
    </Box>
  );
}

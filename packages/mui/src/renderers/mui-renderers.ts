import { isFieldKind, isNodeType, or, rankWith, type RendererEntry } from '@admit/react';
import { AddAnotherRenderer } from './AddAnotherRenderer.tsx';
import { AddressRenderer } from './AddressRenderer.tsx';
import { CheckboxGroupRenderer } from './CheckboxGroupRenderer.tsx';
import { CheckRenderer } from './CheckRenderer.tsx';
import { ConfirmRenderer } from './ConfirmRenderer.tsx';
import { FileRenderer } from './FileRenderer.tsx';
import { GroupRenderer } from './GroupRenderer.tsx';
import { LookupRenderer } from './LookupRenderer.tsx';
import { MarkdownRenderer } from './MarkdownRenderer.tsx';
import { PhoneRenderer } from './PhoneRenderer.tsx';
import { RadioRenderer } from './RadioRenderer.tsx';
import { SchoolRenderer } from './SchoolRenderer.tsx';
import { SelectRenderer } from './SelectRenderer.tsx';
import { TabsRenderer } from './TabsRenderer.tsx';
import { TextRenderer } from './TextRenderer.tsx';

/** The rank of every MUI renderer; an app or partner outranks one by registering a higher rank. */
export const MUI_RANK = 10;

/**
 * The MUI widget set: one renderer per node type or question kind, for filling the form in. The
 * staff view is not rendered through them: PrintView lays out the engine's print projection.
 */
export const muiRenderers: RendererEntry[] = [
  { name: 'mui/text', tester: rankWith(MUI_RANK, isFieldKind('text')), renderer: TextRenderer },
  { name: 'mui/phone', tester: rankWith(MUI_RANK, isFieldKind('phone')), renderer: PhoneRenderer },
  {
    name: 'mui/select',
    tester: rankWith(MUI_RANK, or(isFieldKind('select'), isFieldKind('dependentSelect'))),
    renderer: SelectRenderer,
  },
  { name: 'mui/radio', tester: rankWith(MUI_RANK, isFieldKind('radio')), renderer: RadioRenderer },
  { name: 'mui/check', tester: rankWith(MUI_RANK, isFieldKind('check')), renderer: CheckRenderer },
  { name: 'mui/file', tester: rankWith(MUI_RANK, isFieldKind('file')), renderer: FileRenderer },
  {
    name: 'mui/lookup',
    tester: rankWith(MUI_RANK, isFieldKind('lookup')),
    renderer: LookupRenderer,
  },
  {
    name: 'mui/checkboxGroup',
    tester: rankWith(MUI_RANK, isNodeType('checkboxGroup')),
    renderer: CheckboxGroupRenderer,
  },
  {
    name: 'mui/address',
    tester: rankWith(MUI_RANK, isNodeType('address')),
    renderer: AddressRenderer,
  },
  {
    name: 'mui/school',
    tester: rankWith(MUI_RANK, isNodeType('school')),
    renderer: SchoolRenderer,
  },
  {
    name: 'mui/addAnother',
    tester: rankWith(MUI_RANK, isNodeType('addAnother')),
    renderer: AddAnotherRenderer,
  },
  { name: 'mui/tabs', tester: rankWith(MUI_RANK, isNodeType('tabs')), renderer: TabsRenderer },
  {
    name: 'mui/confirm',
    tester: rankWith(MUI_RANK, isNodeType('confirm')),
    renderer: ConfirmRenderer,
  },
  { name: 'mui/group', tester: rankWith(MUI_RANK, isNodeType('group')), renderer: GroupRenderer },
  {
    name: 'mui/markdown',
    tester: rankWith(MUI_RANK, isNodeType('markdown')),
    renderer: MarkdownRenderer,
  },
];

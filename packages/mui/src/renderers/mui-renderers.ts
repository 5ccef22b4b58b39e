import type { NodeType } from '@admit/engine';
import { isOfNodeType, rankWith, type RendererEntry } from '@admit/react';
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
 * The MUI renderer of each node type of the config, by the type's name: the one registration of a
 * node type in this package (a dependent select renders as a select).
 */
export const muiRenderersByType: { readonly [T in NodeType]: RendererEntry['renderer'] } = {
  text: TextRenderer,
  phone: PhoneRenderer,
  select: SelectRenderer,
  dependentSelect: SelectRenderer,
  radio: RadioRenderer,
  check: CheckRenderer,
  file: FileRenderer,
  lookup: LookupRenderer,
  checkboxGroup: CheckboxGroupRenderer,
  address: AddressRenderer,
  school: SchoolRenderer,
  addAnother: AddAnotherRenderer,
  tabs: TabsRenderer,
  confirm: ConfirmRenderer,
  group: GroupRenderer,
  markdown: MarkdownRenderer,
};

/**
 * The MUI widget set: one entry `mui/<type>` per node type, applying to nodes of that type, for
 * filling the form in. The staff view is not rendered through them: PrintView lays out the
 * engine's print projection.
 */
export const muiRenderers: RendererEntry[] = (
  Object.entries(muiRenderersByType) as [NodeType, RendererEntry['renderer']][]
).map(([type, renderer]) => ({
  name: `mui/${type}`,
  tester: rankWith(MUI_RANK, isOfNodeType(type)),
  renderer,
}));

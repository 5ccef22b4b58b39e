import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import {
  key,
  visibleWhen,
  hideInPrint,
  fieldBase,
  obj,
  PartOverrideSchema,
  AddressPartSchema,
  SchoolPartSchema,
  LookupCategorySchema,
} from './field-members.schema.ts';
import {
  CheckboxGroupNodeSchema,
  CheckNodeSchema,
  DependentSelectNodeSchema,
  FileNodeSchema,
  LookupNodeSchema,
  PhoneNodeSchema,
  SelectNodeSchema,
  TextNodeSchema,
} from './field-nodes.schema.ts';
import { MAX_ADD_ANOTHER_BLOCKS } from './limits.ts';
import { OptionSourceSchema } from './option.schema.ts';

/*
 * The question definitions partner authors write. Every element of a page is a node; a node's
 * `type` picks its widget. Field nodes store answers under `key`; block nodes (address, school,
 * addAnother, tabs, confirm, group) hold other nodes or expand to several fields. The questions
 * that hold no other node are in field-nodes.schema.ts, the members they share in
 * field-members.schema.ts.
 */

export const NodeSchema = Type.Recursive(
  (Node) => {
    const children = (description: string) => Type.Array(Node, { description });
    return Type.Union([
      TextNodeSchema,
      PhoneNodeSchema,
      SelectNodeSchema,
      DependentSelectNodeSchema,
      obj(
        {
          type: Type.Literal('radio'),
          ...fieldBase,
          options: OptionSourceSchema,
          contentByValue: Type.Optional(
            Type.Record(Type.String(), Type.Array(Node), {
              description:
                'Content swapped in under the radio for a chosen value: option value to a list of nodes.',
            }),
          ),
        },
        'Radio buttons. Stores the value under `key` and the label under `<key>_desc`.',
      ),
      CheckNodeSchema,
      CheckboxGroupNodeSchema,
      FileNodeSchema,
      LookupNodeSchema,
      obj(
        {
          type: Type.Literal('address'),
          id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the block.' }),
          label: Type.Optional(Type.String({ description: 'Heading of the block.' })),
          prefix: Type.Optional(
            patterned(CONFIG_PATTERNS.optionalBlockPrefix, {
              description:
                'Prefix of the answer keys (for example `mailing_` gives mailing_city). Must end with "_".',
            }),
          ),
          county: Type.Optional(Type.Boolean({ description: 'Include a county part.' })),
          lookup: Type.Optional(
            Type.Boolean({
              description: 'Street line 1 searches addresses and fills city, state and ZIP.',
            }),
          ),
          countryOptions: Type.Optional(
            Type.String({ description: 'Option list for country (default `countries`).' }),
          ),
          stateOptions: Type.Optional(
            Type.String({
              description: 'Option list for state/province (default `states_provinces`).',
            }),
          ),
          countyOptions: Type.Optional(
            Type.String({ description: 'Option list for county; a text input when absent.' }),
          ),
          visibleWhen,
          hideInPrint,
          parts: Type.Optional(
            Type.Partial(Type.Record(AddressPartSchema, PartOverrideSchema), {
              description: 'Overrides per part.',
            }),
          ),
        },
        'An address: street lines, city, state/province, county (optional), ZIP/postal code and country.',
      ),
      obj(
        {
          type: Type.Literal('school'),
          id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the block.' }),
          label: Type.Optional(Type.String({ description: 'Heading of the block.' })),
          prefix: patterned(CONFIG_PATTERNS.blockPrefix, {
            description: 'Prefix of the answer keys (for example `hs_` gives hs_name, hs_ceeb).',
          }),
          category: LookupCategorySchema,
          country: Type.Optional(Type.Boolean({ description: 'Include a country part.' })),
          stateOptions: Type.Optional(
            Type.String({ description: 'Option list for state (default `states_provinces`).' }),
          ),
          countryOptions: Type.Optional(
            Type.String({ description: 'Option list for country (default `countries`).' }),
          ),
          visibleWhen,
          hideInPrint,
          parts: Type.Optional(
            Type.Partial(Type.Record(SchoolPartSchema, PartOverrideSchema), {
              description: 'Overrides per part.',
            }),
          ),
        },
        'A school: name (searchable, creatable), address, city, state, ZIP, CEEB code and optionally country. Choosing a school from the search list fills the other parts from its record (the CEEB code from its id). Printed as "name (Ceeb: code)", the address parts as answers of their own.',
      ),
      obj(
        {
          type: Type.Literal('addAnother'),
          buttonId: patterned(CONFIG_PATTERNS.snakeName, {
            description: 'Id under which the block count is saved.',
          }),
          label: Type.Optional(
            Type.String({
              description: 'Heading of each block; `{n}` is replaced by the block number.',
            }),
          ),
          buttonText: Type.Optional(
            Type.String({ description: 'Text of the button (default "Add Another").' }),
          ),
          prefix: patterned(CONFIG_PATTERNS.blockPrefix, {
            description: 'Key prefix of the first block; block n (2..max) uses `<prefix><n>_`.',
          }),
          max: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: MAX_ADD_ANOTHER_BLOCKS,
              description: `Most blocks (at most ${MAX_ADD_ANOTHER_BLOCKS}, default ${MAX_ADD_ANOTHER_BLOCKS}).`,
            }),
          ),
          defaultCount: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: MAX_ADD_ANOTHER_BLOCKS,
              description: 'Blocks shown before any click (default 1).',
            }),
          ),
          visibleWhen,
          children: children('Questions of one block; their keys get the block prefix.'),
        },
        'A block the applicant can repeat with Add Another (up to `max` blocks).',
      ),
      obj(
        {
          type: Type.Literal('tabs'),
          tabId: patterned(CONFIG_PATTERNS.snakeName, {
            description: 'Id under which the chosen tab is saved.',
          }),
          label: Type.Optional(Type.String({ description: 'Heading above the tabs.' })),
          defaultTab: Type.String({
            description: 'Value of the tab shown first (and the only one logged-out visitors see).',
          }),
          visibleWhen,
          tabs: Type.Array(
            obj(
              {
                value: Type.String({ description: 'Saved value of this tab.' }),
                label: Type.String({ description: 'Tab caption.' }),
                clearKeys: Type.Optional(
                  Type.Array(Type.String(), {
                    description:
                      'Extra answer keys cleared when leaving this tab (its own questions are always cleared).',
                  }),
                ),
                children: children('Content of this tab.'),
              },
              'One tab.',
            ),
            { minItems: 2, description: 'The tabs, in order.' },
          ),
        },
        "Alternative sets of questions; switching tabs deletes the leaving tab's files and clears its answers.",
      ),
      obj(
        {
          type: Type.Literal('confirm'),
          key,
          mode: Type.Union([Type.Literal('button'), Type.Literal('checkbox')], {
            description: 'Confirm with a button click or by ticking a box.',
          }),
          label: Type.String({ description: 'Text of the button or check box.' }),
          visibleWhen,
          hideInPrint,
          before: children('Shown until confirmed.'),
          after: children('Shown once confirmed.'),
        },
        'Content that switches from `before` to `after` once the applicant confirms; the confirmation is stored as true under `key`.',
      ),
      obj(
        {
          type: Type.Literal('group'),
          id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the group.' }),
          title: Type.Optional(Type.String({ description: 'Heading of the group.' })),
          visibleWhen,
          children: children('Nodes shown together.'),
        },
        'A titled group of nodes sharing one visibility condition (for example one branch of a chain).',
      ),
      obj(
        {
          type: Type.Literal('markdown'),
          id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id.' }),
          markdown: Type.String({
            description:
              'Static text (markdown: paragraphs, **bold**, *italic*, [links](url), lists).',
          }),
          visibleWhen,
          hideInPrint,
        },
        'Static text.',
      ),
    ]);
  },
  { $id: 'Node', description: 'An element of a page.' },
);
export type Node = Static<typeof NodeSchema>;
export type NodeType = Node['type'];
export type NodeOf<T extends NodeType> = Extract<Node, { type: T }>;

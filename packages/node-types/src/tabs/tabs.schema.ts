import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CONFIG_PATTERNS,
  exactObject,
  fieldBase,
  patterned,
  type ChildNodeSchema,
} from '@admit/engine';

/** Alternative sets of questions: their schema, given the node schema of each tab's content. */
const tabsSchema = <N extends TSchema>(Node: N) =>
  exactObject(
    {
      type: Type.Literal('tabs'),
      tabId: patterned(CONFIG_PATTERNS.snakeName, {
        description: 'Id under which the chosen tab is saved.',
      }),
      label: Type.Optional(Type.String({ description: 'Heading above the tabs.' })),
      defaultTab: Type.String({
        description: 'Value of the tab shown first (and the only one logged-out visitors see).',
      }),
      visibleWhen: fieldBase.visibleWhen,
      tabs: Type.Array(
        exactObject(
          {
            value: Type.String({ description: 'Saved value of this tab.' }),
            label: Type.String({ description: 'Tab caption.' }),
            clearKeys: Type.Optional(
              Type.Array(Type.String(), {
                description:
                  'Extra answer keys cleared when leaving this tab (its own questions are always cleared).',
              }),
            ),
            children: Type.Array(Node, { description: 'Content of this tab.' }),
          },
          'One tab.',
        ),
        { minItems: 2, description: 'The tabs, in order.' },
      ),
    },
    "Alternative sets of questions; switching tabs deletes the leaving tab's files and clears its answers.",
  );
export type TabsNode = Static<ReturnType<typeof tabsSchema<ChildNodeSchema>>>;

export default tabsSchema;

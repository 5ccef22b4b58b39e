import type { OptionList } from '@admit/engine';
import type { Node } from '@admit/node-types';
import { compileFiles, declaredKeys, setAt, type StudioFiles } from '@admit/studio';
import { NodeEditor, type StudioFormContext } from '@admit/studio/ui';
import { useMemo, useState } from 'react';
import { bundledPartnerFiles } from './bundled-partner.ts';

const PAGE = 'pages/story.json';
const ADDRESS = { file: PAGE, pointer: '/sections/0/children/0' };

/** The bundled partner's files with one more page holding the story's node. */
const filesWith = (node: Node): StudioFiles => ({
  ...bundledPartnerFiles,
  [PAGE]: {
    id: 'story',
    title: 'Story',
    step: 99,
    sections: [{ id: 'story_section', title: 'Story', children: [node] }],
  },
});

export interface StudioEditorStoryProps {
  /** The node the studio's editor shows. */
  node: Node;
}

/**
 * The studio's node editor (react-jsonschema-form over the config JSON Schema, with the studio's
 * widgets) on one node, beside the bundled partner's data model and option lists. Edits stay in
 * the story.
 */
export function StudioEditorStory({ node }: StudioEditorStoryProps) {
  const [files, setFiles] = useState(() => filesWith(node));
  const formContext = useMemo(
    (): StudioFormContext => ({
      answerKeys: declaredKeys(files),
      optionLists: Object.fromEntries(
        Object.entries(files)
          .filter(([file]) => file.startsWith('options/'))
          .map(([file, list]) => [file.slice(8, -5), list as OptionList]),
      ),
      optionsOfKey: (key) => compileFiles(files)?.model.fieldsByKey.get(key)?.options,
      onOptionListChange: (name, list) =>
        setFiles((current) => setAt(current, { file: `options/${name}.json`, pointer: '' }, list)),
    }),
    [files],
  );
  return (
    <NodeEditor
      files={files}
      address={ADDRESS}
      problems={[]}
      formContext={formContext}
      onChange={(value) => setFiles((current) => setAt(current, ADDRESS, value))}
    />
  );
}

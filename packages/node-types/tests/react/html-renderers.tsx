/*
 * A minimal plain-HTML renderer set for the tests: one small component per node kind, bound
 * through the package's hooks exactly as a real widget set is.
 */
import type { FieldModel } from '@admit/engine';
import { useState } from 'react';
import {
  NodeList,
  createRegistry,
  isFieldKind,
  isNodeType,
  or,
  rankWith,
  useAddAnother,
  useDocument,
  useField,
  useTab,
  type NodeRendererProps,
  type RendererEntry,
} from '@admit/react';
import type { AddAnotherView } from '../../src/addAnother/addAnother.ts';
import type { BlockView } from '../../src/blocks/compile-block.ts';
import type { CheckboxGroupView } from '../../src/checkboxGroup/checkboxGroup.ts';
import type { ConfirmView } from '../../src/confirm/confirm.ts';
import type { GroupView } from '../../src/group/group.ts';
import type { MarkdownView } from '../../src/markdown/markdown.ts';
import type { RadioView } from '../../src/radio/radio.ts';
import type { TabsView } from '../../src/tabs/tabs.ts';

/** The views of the node types, by view kind (a question's view may hold a radio's swapped content). */
interface Views {
  field: RadioView;
  checkboxGroup: CheckboxGroupView;
  address: BlockView;
  school: BlockView;
  addAnother: AddAnotherView;
  tabs: TabsView;
  confirm: ConfirmView;
  group: GroupView;
  markdown: MarkdownView;
}
type P<T extends keyof Views> = NodeRendererProps<Views[T]>;

/**
 * Every render of a component of this set, as "<Component>:<key or id>". A component logs at the
 * top of its body, so the log lists exactly the components React rendered.
 */
export const renderLog: string[] = [];
const logRender = (component: string, id: string) => void renderLog.push(`${component}:${id}`);

function Input({ field }: { field: FieldModel }) {
  logRender('Input', field.key);
  const { value, error, set } = useField(field.key);
  return (
    <>
      <label>
        {field.label}
        <input
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set({ [field.key]: e.target.value })}
        />
      </label>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

function Select({ field }: { field: FieldModel }) {
  logRender('Select', field.key);
  const { value, options, error, set } = useField(field.key);
  return (
    <>
      <label>
        {field.label}
        <select
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => {
            const label = options?.find((o) => o.value === e.target.value)?.label ?? '';
            set({ [field.key]: e.target.value, [field.descKey ?? `${field.key}_desc`]: label });
          }}
        >
          <option value="" />
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

function Check({ field }: { field: FieldModel }) {
  logRender('Check', field.key);
  const { value, set } = useField(field.key);
  return (
    <label>
      <input
        type="checkbox"
        checked={value === true}
        onChange={(e) => set({ [field.key]: e.target.checked })}
      />
      {field.label}
    </label>
  );
}

function TextRenderer({ node }: P<'field'>) {
  logRender('Text', node.field.key);
  return <Input field={node.field} />;
}
function SelectRenderer({ node }: P<'field'>) {
  logRender('SelectField', node.field.key);
  return <Select field={node.field} />;
}
function CheckRenderer({ node }: P<'field'>) {
  logRender('CheckField', node.field.key);
  return <Check field={node.field} />;
}

function RadioRenderer({ node }: P<'field'>) {
  logRender('Radio', node.field.key);
  const { field } = node;
  const { value, options, set } = useField(field.key);
  const content = typeof value === 'string' ? node.contentByValue?.[value] : undefined;
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {options?.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={field.key}
            checked={value === o.value}
            onChange={() => set({ [field.key]: o.value, [`${field.key}_desc`]: o.label })}
          />
          {o.label}
        </label>
      ))}
      {content && <NodeList nodes={content} />}
    </fieldset>
  );
}

function FileRenderer({ node }: P<'field'>) {
  logRender('File', node.field.key);
  const { document, canUpload, upload } = useDocument(node.field.key);
  const [error, setError] = useState<string>();
  if (!canUpload) return <p>This question can be finished once you have created an account.</p>;
  const onFile = (file: File | undefined) =>
    file && upload(file).catch((e: unknown) => setError(e instanceof Error ? e.message : ''));
  return (
    <>
      <label>
        {node.field.label}
        <input type="file" onChange={(e) => void onFile(e.target.files?.[0])} />
      </label>
      {document && <span>{document.file_name}</span>}
      {error && <span role="alert">{error}</span>}
    </>
  );
}

function CheckboxGroupRenderer({ node }: P<'checkboxGroup'>) {
  logRender('CheckboxGroup', node.group.id);
  return (
    <fieldset>
      <legend>{node.group.label}</legend>
      {node.items.map((item) => (
        <Check key={item.key} field={item} />
      ))}
    </fieldset>
  );
}

function BlockRenderer({ node }: P<'address' | 'school'>) {
  logRender('Block', node.id);
  return (
    <fieldset>
      <legend>{node.label}</legend>
      {node.parts.map((part) =>
        part.kind === 'select' ? (
          <Select key={part.key} field={part} />
        ) : (
          <Input key={part.key} field={part} />
        ),
      )}
    </fieldset>
  );
}

function AddAnotherRenderer({ node }: P<'addAnother'>) {
  logRender('AddAnother', node.buttonId);
  const { count, canAdd, add, canRemove, remove } = useAddAnother(node.buttonId);
  return (
    <div>
      {node.blocks.slice(0, count).map((block, i) => (
        <NodeList key={i} nodes={block} />
      ))}
      {canRemove && (
        <button type="button" onClick={() => void remove()}>
          Remove
        </button>
      )}
      <button type="button" disabled={!canAdd} onClick={() => void add()}>
        {node.buttonText ?? 'Add Another'}
      </button>
    </div>
  );
}

function TabsRenderer({ node }: P<'tabs'>) {
  logRender('Tabs', node.tabId);
  const { chosen, canChoose, choose } = useTab(node.tabId);
  const [dialog, setDialog] = useState<string>();
  const tab = node.tabs.find((t) => t.value === chosen);
  return (
    <div>
      {canChoose &&
        node.tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={t.value === chosen}
            onClick={() => {
              const result = choose(t.value);
              if (result.blocked) setDialog(`${result.dialog.title}: ${result.dialog.text}`);
            }}
          >
            {t.label}
          </button>
        ))}
      {dialog && <div role="dialog">{dialog}</div>}
      {tab && <NodeList nodes={tab.children} />}
    </div>
  );
}

function ConfirmRenderer({ node }: P<'confirm'>) {
  logRender('Confirm', node.field.key);
  const { value } = useField(node.field.key);
  return (
    <div>
      <Check field={node.field} />
      <NodeList nodes={value === true ? node.after : node.before} />
    </div>
  );
}

function GroupRenderer({ node }: P<'group'>) {
  logRender('Group', node.id);
  return (
    <fieldset>
      {node.title && <legend>{node.title}</legend>}
      <NodeList nodes={node.children} />
    </fieldset>
  );
}

function MarkdownRenderer({ node }: P<'markdown'>) {
  logRender('Markdown', node.id);
  return <p>{node.markdown}</p>;
}

export const htmlEntries: RendererEntry[] = [
  {
    name: 'text',
    tester: rankWith(1, or(isFieldKind('text'), isFieldKind('phone'), isFieldKind('lookup'))),
    renderer: TextRenderer,
  },
  {
    name: 'select',
    tester: rankWith(1, or(isFieldKind('select'), isFieldKind('dependentSelect'))),
    renderer: SelectRenderer,
  },
  { name: 'radio', tester: rankWith(1, isFieldKind('radio')), renderer: RadioRenderer },
  { name: 'check', tester: rankWith(1, isFieldKind('check')), renderer: CheckRenderer },
  { name: 'file', tester: rankWith(1, isFieldKind('file')), renderer: FileRenderer },
  {
    name: 'checkboxGroup',
    tester: rankWith(1, isNodeType('checkboxGroup')),
    renderer: CheckboxGroupRenderer,
  },
  {
    name: 'block',
    tester: rankWith(1, or(isNodeType('address'), isNodeType('school'))),
    renderer: BlockRenderer,
  },
  {
    name: 'addAnother',
    tester: rankWith(1, isNodeType('addAnother')),
    renderer: AddAnotherRenderer,
  },
  { name: 'tabs', tester: rankWith(1, isNodeType('tabs')), renderer: TabsRenderer },
  { name: 'confirm', tester: rankWith(1, isNodeType('confirm')), renderer: ConfirmRenderer },
  { name: 'group', tester: rankWith(1, isNodeType('group')), renderer: GroupRenderer },
  { name: 'markdown', tester: rankWith(1, isNodeType('markdown')), renderer: MarkdownRenderer },
];

export const htmlRegistry = createRegistry(htmlEntries);

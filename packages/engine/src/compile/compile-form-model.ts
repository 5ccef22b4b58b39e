import type { Condition } from '../config/condition.schema.ts';
import type { BaseNode, FieldNodeBase } from '../config/node-base.schema.ts';
import type { PartnerConfig } from '../config/partner-config.schema.ts';
import { withPrefix } from '../conditions/condition-guards.ts';
import { requiredCases, resolveNodeKeys, withBlockNumber } from '../model/block-node-texts.ts';
import { builtinChecks } from '../model/builtin-checks.ts';
import { dependentsOf } from '../model/dependents-of.ts';
import type {
  AddAnotherModel,
  FieldModel,
  GroupModel,
  Guard,
  PageModel,
  TabsModel,
  ViewNode,
} from '../model/form-model.ts';
import { pageRoute } from '../model/page-route.ts';
import { defaultRequiredMessage } from '../model/required-message.ts';
import { resolveOptions } from '../model/resolve-options.ts';
import {
  definitionOf,
  fieldTypeOf,
  holdsDocument,
  type CompileContext,
  type NodeTypeDefinition,
  type NodeTypeRegistry,
  type Scope,
} from '../node-type/node-type.ts';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';
import type { FormModel } from './form-model.ts';

/** Options for compiling a config. */
export interface CompileOptions {
  /** "Today", for generated year lists. Defaults to now. */
  today?: Date;
  /**
   * The engine's own messages in the config's language (a too-long answer, an answer not among
   * the options, default required messages). English by default.
   */
  texts?: EngineTexts;
}

const conditionGuard = (condition: Condition | undefined, prefix: string): Guard[] =>
  condition ? [{ type: 'condition', condition: withPrefix(condition, prefix) }] : [];

/** A view as its node type compiled it, stamped with its node type and anchors. */
function stamped(view: ViewNode, type: NodeTypeDefinition, nodeType: string): ViewNode {
  view.nodeType = nodeType;
  const own = type.viewAnchor?.(view);
  view.anchor =
    own ??
    ('field' in view
      ? (view as { field: FieldModel }).field.key
      : String((view as { id?: unknown }).id));
  const parts = type.partAnchors?.(view);
  if (parts) view.partAnchors = parts;
  return view;
}

/**
 * Compiles a partner config into a form model: every field with an absolute key, its guards
 * (ancestors included), requirement cases, checks and resolved options, plus the renderer's tree.
 * Each node compiles as its node type in `nodeTypes` says (the model keeps them, for printing and
 * the answer rules). Assumes the config passed the schema check; the config checks report what
 * this cannot resolve.
 */
export function compileFormModel(
  config: PartnerConfig,
  nodeTypes: NodeTypeRegistry,
  options: CompileOptions = {},
): FormModel {
  const today = options.today ?? new Date();
  const texts = options.texts ?? ENGLISH_ENGINE_TEXTS;
  const fields: FieldModel[] = [];
  const groups: GroupModel[] = [];
  const addAnother: AddAnotherModel[] = [];
  const tabs: TabsModel[] = [];
  const fieldContext = {
    options: (source: Parameters<typeof resolveOptions>[0]) =>
      resolveOptions(source, config.optionLists, today),
  };

  const requiredMessage: CompileContext['requiredMessage'] = (label, wording) =>
    defaultRequiredMessage(label, wording, config.partner.requiredMessages, texts);

  const addField = (
    node: FieldNodeBase,
    scope: Scope,
    pointer: string,
    extra: Partial<FieldModel> = {},
  ): FieldModel => {
    const p = scope.prefix;
    const relative = node.key.replace('{prefix}', '');
    const key = `${p}${relative}`;
    const type = fieldTypeOf(nodeTypes, node.type);
    const numbered = scope.addAnother
      ? withBlockNumber(node, scope.addAnother.index, type.withBlockNumber)
      : node;
    const resolved = resolveNodeKeys({ ...numbered, key }, p, type.withPrefix);
    const max = type.defaultMaxLength?.(resolved);
    const guards = [...scope.guards, ...conditionGuard(resolved.visibleWhen, '')];
    const field: FieldModel = {
      key,
      kind: resolved.type,
      node: resolved,
      label: resolved.label,
      pageId: scope.page.id,
      sectionId: scope.sectionId,
      pointer,
      guards,
      required: requiredCases(
        resolved.required,
        () => resolved.requiredMessage ?? requiredMessage(resolved.label, type.requiredWording),
      ),
      checks: builtinChecks(resolved, type.builtinChecks?.(resolved) ?? [], max, texts),
      valueType: type.valueType,
      context: scope.titles,
      ...extra,
    };
    if (scope.addAnother) field.addAnother = scope.addAnother;
    if (scope.tab) field.tab = scope.tab;
    if (max !== undefined) field.maxLength = max;
    type.model?.(field, resolved, fieldContext);
    fields.push(field);
    scope.page.fields.push(field);
    return field;
  };

  const walk = (nodes: readonly BaseNode[], scope: Scope, pointer: string): ViewNode[] =>
    nodes.map((node, i) => walkNode(node, scope, `${pointer}/${i}`));

  const walkNode = (node: BaseNode, scope: Scope, pointer: string): ViewNode => {
    const own = conditionGuard(node.visibleWhen, scope.prefix);
    const context: CompileContext = {
      scope,
      inner: { ...scope, guards: [...scope.guards, ...own], pointer },
      own,
      pointer,
      addField,
      requiredMessage,
      walk,
      fields,
      holdsDocument: (kind) => holdsDocument(nodeTypes, kind),
      addGroup: (group) => {
        groups.push(group);
        scope.page.groups.push(group);
      },
      addAddAnother: (model) => addAnother.push(model),
      addTabs: (model) => tabs.push(model),
    };
    const type = definitionOf(nodeTypes, node.type);
    return stamped(type.compile(node, context) as ViewNode, type, node.type);
  };

  // Section descriptions (markdown) show through the node type that shows static text.
  const describer = Object.values(nodeTypes).find((type) => type.sectionDescription);

  const pages = config.pages.map((page, pageIndex): PageModel => {
    const model: PageModel = {
      id: page.id,
      path: pageRoute(page.id),
      title: page.title,
      step: page.step,
      submit: page.submit ?? false,
      sections: [],
      fields: [],
      groups: [],
    };
    if (page.next) model.next = page.next;
    if (page.previous) model.previous = page.previous;
    if (page.save) model.save = page.save;
    model.sections = page.sections.map((section, sectionIndex) => {
      const pointer = `/pages/${pageIndex}/sections/${sectionIndex}`;
      const guards = conditionGuard(section.visibleWhen, '');
      const scope: Scope = {
        page: model,
        sectionId: section.id,
        prefix: '',
        idSuffix: '',
        guards,
        pointer,
        titles: [section.title],
      };
      const description =
        section.description && describer?.sectionDescription
          ? {
              descriptionView: walkNode(
                describer.sectionDescription(`${section.id}-description`, section.description),
                scope,
                `${pointer}/description`,
              ),
            }
          : {};
      return {
        id: section.id,
        title: section.title,
        ...(section.description ? { description: section.description } : {}),
        ...description,
        guards,
        children: walk(section.children, scope, `${pointer}/children`),
      };
    });
    return model;
  });

  return {
    config,
    nodeTypes,
    texts,
    pages,
    fields,
    fieldsByKey: new Map(fields.map((f) => [f.key, f])),
    groups,
    addAnother,
    tabs,
    dependents: dependentsOf(fields),
  };
}

import type { Condition } from '../config/condition.schema.ts';
import { MAX_ADD_ANOTHER_BLOCKS } from '../config/limits.ts';
import type { Node, NodeOf } from '../config/node.schema.ts';
import type { Option } from '../config/option.schema.ts';
import type { PartnerConfig } from '../config/partner-config.schema.ts';
import { withPrefix } from '../conditions/condition-guards.ts';
import { addressPartNodes, applyOverride, schoolPartNodes } from './block-parts.ts';
import { builtinChecks, maxLengthOf } from './builtin-checks.ts';
import { pageRoute } from './page-route.ts';
import type {
  AddAnotherModel,
  BlockPart,
  FieldModel,
  FieldNode,
  FormModel,
  GroupModel,
  Guard,
  PageModel,
  TabsModel,
  ViewNode,
} from './form-model.ts';
import {
  prefixOverride,
  requiredCases,
  resolveNodeKeys,
  withBlockNumber,
  withPrefixRequired,
} from './block-node-texts.ts';
import { dependentsOf } from './dependents-of.ts';
import { resolveOptions } from './resolve-options.ts';

/** Options for compiling a config. */
export interface CompileOptions {
  /** "Today", for generated year lists. Defaults to now. */
  today?: Date;
}

interface Scope {
  page: PageModel;
  sectionId: string;
  prefix: string;
  guards: Guard[];
  pointer: string;
  /** Added to element ids inside add-another block n >= 2 (`_<n>`), so anchors and saved ids stay unique. */
  idSuffix: string;
  addAnother?: { buttonId: string; index: number };
  tab?: { tabId: string; value: string };
  /** Titles of the parts of the page the nodes sit in, outermost first (see FieldModel.context). */
  titles: string[];
}

/** The spec's DEFAULT_NUM_COMPONENTS. */
export const DEFAULT_NUM_COMPONENTS = 1;

/** Block n of an add-another group: the first uses the prefix, block n uses `<prefix><n>_`. */
export const blockPrefix = (prefix: string, index: number): string =>
  index === 1 ? prefix : `${prefix}${index}_`;

/** The titles of a scope with a container's own title (heading, label) added, when it has one. */
const titled = (scope: Scope, title: string | undefined): string[] =>
  title ? [...scope.titles, title] : scope.titles;

const conditionGuard = (condition: Condition | undefined, prefix: string): Guard[] =>
  condition ? [{ type: 'condition', condition: withPrefix(condition, prefix) }] : [];

/**
 * Compiles a partner config into a form model: every field with an absolute key, its guards
 * (ancestors included), requirement cases, checks and resolved options, plus the renderer's tree.
 * Assumes the config passed the schema check; the config checks report what this cannot resolve.
 */
export function compileFormModel(config: PartnerConfig, options: CompileOptions = {}): FormModel {
  const today = options.today ?? new Date();
  const fields: FieldModel[] = [];
  const groups: GroupModel[] = [];
  const addAnother: AddAnotherModel[] = [];
  const tabs: TabsModel[] = [];
  const options_ = (source: NodeOf<'select'>['options']): Option[] | undefined =>
    resolveOptions(source, config.optionLists, today);

  const addField = (
    node: FieldNode,
    scope: Scope,
    pointer: string,
    extra: Partial<FieldModel> = {},
  ): FieldModel => {
    const p = scope.prefix;
    const relative = node.key.replace('{prefix}', '');
    const key = `${p}${relative}`;
    const numbered = scope.addAnother ? withBlockNumber(node, scope.addAnother.index) : node;
    const resolved = resolveNodeKeys({ ...numbered, key } as FieldNode, p);
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
      required: requiredCases(resolved.required, resolved.requiredMessage ?? resolved.label),
      checks: builtinChecks(resolved),
      valueType: resolved.type === 'check' ? 'boolean' : 'string',
      context: scope.titles,
      ...extra,
    };
    if (scope.addAnother) field.addAnother = scope.addAnother;
    if (scope.tab) field.tab = scope.tab;
    const max = maxLengthOf(resolved);
    if (max !== undefined) field.maxLength = max;
    if (resolved.type === 'select' || resolved.type === 'radio') {
      field.descKey = `${key}_desc`;
      const opts = options_(resolved.options);
      if (opts) field.options = opts;
    }
    if (resolved.type === 'dependentSelect') {
      field.descKey = `${key}_desc`;
      field.controller = resolved.controller;
      if (resolved.options) {
        const opts = options_(resolved.options);
        if (opts) field.options = opts;
      }
      if (resolved.optionsByAnswer) {
        const byAnswer: Record<string, Option[]> = {};
        for (const [answer, source] of Object.entries(resolved.optionsByAnswer)) {
          const opts = options_(source);
          if (opts) byAnswer[answer] = opts;
        }
        field.optionsByAnswer = byAnswer;
        // Shown only while its controller's answer has a list: one guard, which visibility,
        // validation and the renderer all read like any other.
        if (!field.options)
          field.guards = [
            ...field.guards,
            {
              type: 'condition',
              condition: {
                valueKey: field.controller,
                operator: 'in',
                target: Object.keys(byAnswer),
              },
            },
          ];
      }
    }
    fields.push(field);
    scope.page.fields.push(field);
    return field;
  };

  const walk = (nodes: readonly Node[], scope: Scope, pointer: string): ViewNode[] =>
    nodes.map((node, i) => walkNode(node, scope, `${pointer}/${i}`));

  const walkNode = (node: Node, scope: Scope, pointer: string): ViewNode => {
    const own = conditionGuard(node.visibleWhen, scope.prefix);
    const inner: Scope = { ...scope, guards: [...scope.guards, ...own], pointer };
    switch (node.type) {
      case 'text':
      case 'phone':
      case 'select':
      case 'dependentSelect':
      case 'check':
      case 'file':
      case 'lookup': {
        const field = addField(node, scope, pointer);
        // The field's own guards beyond its ancestors' (a dependent select's list guard too).
        return { type: 'field', field, guards: field.guards.slice(scope.guards.length) };
      }
      case 'radio': {
        const field = addField(node, scope, pointer);
        const view: ViewNode = { type: 'field', field, guards: own };
        if (node.contentByValue) {
          view.contentByValue = {};
          for (const [value, children] of Object.entries(node.contentByValue)) {
            const swap: Guard = {
              type: 'condition',
              condition: { valueKey: field.key, operator: 'equals', target: value },
            };
            view.contentByValue[value] = walk(
              children,
              { ...inner, guards: [...inner.guards, swap] },
              `${pointer}/contentByValue/${value}`,
            );
          }
        }
        return view;
      }
      case 'checkboxGroup': {
        const group: GroupModel = {
          id: `${node.id}${scope.idSuffix}`,
          label: node.label,
          pageId: scope.page.id,
          sectionId: scope.sectionId,
          pointer,
          context: scope.titles,
          guards: inner.guards,
          itemKeys: [],
          required: requiredCases(
            node.required === undefined
              ? undefined
              : withPrefixRequired(node.required, scope.prefix),
            node.requiredMessage ?? node.label,
          ),
        };
        const items = node.items.map((item, i) =>
          addField(
            { type: 'check', key: item.key, label: item.label },
            inner,
            `${pointer}/items/${i}`,
            { groupId: group.id },
          ),
        );
        group.itemKeys = items.map((f) => f.key);
        groups.push(group);
        scope.page.groups.push(group);
        return {
          type: 'checkboxGroup',
          group,
          items,
          guards: own,
          hideInPrint: node.hideInPrint ?? false,
        };
      }
      case 'address':
      case 'school': {
        const prefix = `${scope.prefix}${node.prefix ?? ''}`;
        const parts =
          node.type === 'address' ? addressPartNodes(node, prefix) : schoolPartNodes(node, prefix);
        const overrides = (node.parts ?? {}) as Record<string, Parameters<typeof applyOverride>[1]>;
        const partScope: Scope = { ...inner, prefix: '', titles: titled(inner, node.label) };
        const id = `${node.id}${scope.idSuffix}`;
        const models = parts.map(({ part, node: partNode }) => {
          const override = overrides[part];
          const withOverride = applyOverride(
            partNode,
            override && prefixOverride(override, prefix),
          );
          const info: BlockPart = { block: node.type, blockId: id, prefix, part };
          return addField(withOverride, partScope, `${pointer}/parts/${part}`, { part: info });
        });
        return {
          type: node.type,
          id,
          label: node.label,
          prefix,
          parts: models,
          guards: own,
          hideInPrint: node.hideInPrint ?? false,
        } as ViewNode;
      }
      case 'addAnother': {
        const max = node.max ?? MAX_ADD_ANOTHER_BLOCKS;
        const defaultCount = Math.min(node.defaultCount ?? DEFAULT_NUM_COMPONENTS, max);
        const buttonId = `${node.buttonId}${scope.idSuffix}`;
        const model: AddAnotherModel = {
          buttonId,
          pageId: scope.page.id,
          max,
          defaultCount,
          blockKeys: [],
        };
        const blocks: ViewNode[][] = [];
        for (let index = 1; index <= max; index++) {
          const before = fields.length;
          const blockGuard: Guard[] = [{ type: 'addAnother', buttonId, index }];
          const blockScope: Scope = {
            ...inner,
            prefix: blockPrefix(`${scope.prefix}${node.prefix}`, index),
            idSuffix: index === 1 ? scope.idSuffix : `${scope.idSuffix}_${index}`,
            guards: [...inner.guards, ...blockGuard],
            addAnother: { buttonId, index },
            titles: titled(inner, node.label?.replaceAll('{n}', String(index))),
          };
          blocks.push(walk(node.children, blockScope, `${pointer}/children`));
          model.blockKeys.push(fields.slice(before).map((f) => f.key));
        }
        addAnother.push(model);
        return {
          type: 'addAnother',
          buttonId,
          label: node.label,
          buttonText: node.buttonText ?? 'Add Another',
          max,
          defaultCount,
          blocks,
          guards: own,
        };
      }
      case 'tabs': {
        const tabId = `${node.tabId}${scope.idSuffix}`;
        const model: TabsModel = {
          tabId,
          pageId: scope.page.id,
          defaultTab: node.defaultTab,
          clearKeys: {},
          fileKeys: {},
        };
        const tabViews = node.tabs.map((tab, i) => {
          const before = fields.length;
          const tabScope: Scope = {
            ...inner,
            guards: [...inner.guards, { type: 'tab', tabId, value: tab.value }],
            tab: { tabId, value: tab.value },
            titles: titled(inner, tab.label),
          };
          const children = walk(tab.children, tabScope, `${pointer}/tabs/${i}/children`);
          const own = fields.slice(before);
          const clearKeys = [
            ...own.flatMap((f) => (f.descKey ? [f.key, f.descKey] : [f.key])),
            ...(tab.clearKeys ?? []).map((k) => `${scope.prefix}${k.replace('{prefix}', '')}`),
          ];
          model.clearKeys[tab.value] = clearKeys;
          model.fileKeys[tab.value] = own.filter((f) => f.kind === 'file').map((f) => f.key);
          return { value: tab.value, label: tab.label, children, clearKeys };
        });
        tabs.push(model);
        return {
          type: 'tabs',
          tabId,
          label: node.label,
          defaultTab: node.defaultTab,
          tabs: tabViews,
          guards: own,
        };
      }
      case 'confirm': {
        const field = addField(
          {
            type: 'check',
            key: node.key,
            label: node.label,
            ...(node.hideInPrint ? { hideInPrint: true } : {}),
          },
          inner,
          pointer,
        );
        const confirmed: Condition = { valueKey: field.key, operator: 'equals', target: true };
        const before = walk(
          node.before,
          {
            ...inner,
            guards: [...inner.guards, { type: 'condition', condition: { not: confirmed } }],
          },
          `${pointer}/before`,
        );
        const after = walk(
          node.after,
          { ...inner, guards: [...inner.guards, { type: 'condition', condition: confirmed }] },
          `${pointer}/after`,
        );
        return {
          type: 'confirm',
          field,
          mode: node.mode,
          before,
          after,
          guards: own,
          hideInPrint: node.hideInPrint ?? false,
        };
      }
      case 'group':
        return {
          type: 'group',
          id: `${node.id}${scope.idSuffix}`,
          title: node.title,
          children: walk(
            node.children,
            { ...inner, titles: titled(inner, node.title) },
            `${pointer}/children`,
          ),
          guards: own,
        };
      case 'markdown':
        return {
          type: 'markdown',
          id: `${node.id}${scope.idSuffix}`,
          markdown: node.markdown,
          guards: own,
          hideInPrint: node.hideInPrint ?? false,
        };
    }
  };

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
      return {
        id: section.id,
        title: section.title,
        ...(section.description ? { description: section.description } : {}),
        guards,
        children: walk(section.children, scope, `${pointer}/children`),
      };
    });
    return model;
  });

  return {
    config,
    pages,
    fields,
    fieldsByKey: new Map(fields.map((f) => [f.key, f])),
    groups,
    addAnother,
    tabs,
    dependents: dependentsOf(fields),
  };
}

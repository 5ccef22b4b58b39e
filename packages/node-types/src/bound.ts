import {
  compileFormModel as compileWith,
  definitionOf,
  fieldTypeOf as fieldTypeIn,
  partnerTexts as partnerTextsWith,
  textMembersOf,
  translatePartnerFiles as translateWith,
  walkConfig as walkWith,
  type CompileOptions,
  type ConfigVisitor as EngineConfigVisitor,
  type FieldTypeDefinition,
  type FormModel,
  type NodeSite as EngineNodeSite,
  type NodeTypeDefinition,
  type Page as EnginePage,
  type PartnerConfig as EnginePartnerConfig,
  type PartnerFiles,
  type PartnerText,
  type Section as EngineSection,
  type SectionSite as EngineSectionSite,
} from '@admit/engine';
import type { Node, NodeOf, NodeType } from './node.ts';
import { nodeTypes } from './node-types.ts';

/*
 * The engine's operations bound to the registered node types, and the config's types with their
 * nodes typed precisely: what the server, the web app, config-lint and the studio call.
 */

/** A whole partner configuration, with the registered node types. */
export type PartnerConfig = EnginePartnerConfig<Node>;
/** A page of the application. */
export type Page = EnginePage<Node>;
/** A section of a page. */
export type Section = EngineSection<Node>;
/** Where a node of a page sits (see walkConfig). */
export type NodeSite = EngineNodeSite<Node>;
/** Where a section sits (see walkConfig). */
export type SectionSite = EngineSectionSite<Node>;
/** What a pass over the config does at each section and node. */
export type ConfigVisitor = EngineConfigVisitor<Node>;

/** Compiles a partner config with the registered node types (see the engine's compileFormModel). */
export const compileFormModel = (
  config: EnginePartnerConfig,
  options?: CompileOptions,
): FormModel => compileWith(config, nodeTypes, options);

/**
 * Walks every section and node of a config in reading order (see the engine's walkConfig). Like
 * compiling, it assumes the config passed the schema check: its nodes are of the registered types.
 */
export const walkConfig = (config: EnginePartnerConfig, visitor: ConfigVisitor): void =>
  walkWith(config as PartnerConfig, nodeTypes, visitor);

/** The definition of a node type, typed for any node of it (the registry's entries are typed per type). */
export const nodeTypeOf = <T extends NodeType>(type: T): NodeTypeDefinition<NodeOf<T>> =>
  definitionOf(nodeTypes, type) as unknown as NodeTypeDefinition<NodeOf<T>>;

/** The definition of a question's node type. */
export const fieldTypeOf = (kind: string): FieldTypeDefinition => fieldTypeIn(nodeTypes, kind);

/**
 * The member names whose string is a text the applicant reads in pages and option lists: the
 * engine's common ones (label, help, messages, titles...) and every registered node type's own
 * (`textMembers`: a placeholder, a unit, a button's text).
 */
export const TEXT_MEMBERS: ReadonlySet<string> = textMembersOf(nodeTypes);

/**
 * Every text an applicant reads in a partner folder, in its default language, each with its id
 * (`<file>#<pointer>`, see the engine's partnerTexts), with the registered node types' text members.
 */
export const partnerTexts = (files: PartnerFiles): PartnerText[] =>
  partnerTextsWith(files, TEXT_MEMBERS);

/**
 * The folder's files with each text whose id `translation` has replaced by it (see the engine's
 * translatePartnerFiles): a text it lacks stays in the default language.
 */
export const translatePartnerFiles = (
  files: PartnerFiles,
  translation: Readonly<Record<string, string>>,
): PartnerFiles => translateWith(files, translation, TEXT_MEMBERS);

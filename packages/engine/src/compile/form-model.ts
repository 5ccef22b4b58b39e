import type { PartnerConfig } from '../config/partner-config.schema.ts';
import type {
  AddAnotherModel,
  FieldModel,
  GroupModel,
  PageModel,
  TabsModel,
} from '../model/form-model.ts';
import type { NodeTypeRegistry } from '../node-type/node-type.ts';
import type { EngineTexts } from '../texts/engine-texts.ts';

/** A partner config compiled for evaluation. Build once per config (and per day, for year lists). */
export interface FormModel {
  config: PartnerConfig;
  /** The node types it was compiled with: printing and the answer rules ask them. */
  nodeTypes: NodeTypeRegistry;
  /**
   * The language the engine's own messages are in (a too-long answer, an answer not among the
   * options, a default required message): the config's language, English by default.
   */
  texts: EngineTexts;
  pages: PageModel[];
  fields: FieldModel[];
  fieldsByKey: ReadonlyMap<string, FieldModel>;
  groups: GroupModel[];
  addAnother: AddAnotherModel[];
  tabs: TabsModel[];
  /** Keys whose answers are read by some condition or controller, to fields that depend on them. */
  dependents: ReadonlyMap<string, readonly string[]>;
}

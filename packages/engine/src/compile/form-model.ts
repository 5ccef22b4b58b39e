import type { PartnerConfig } from '../config/partner-config.schema.ts';
import type {
  AddAnotherModel,
  FieldModel,
  GroupModel,
  PageModel,
  TabsModel,
} from '../model/form-model.ts';
import type { NodeTypeRegistry } from '../node-type/node-type.ts';

/** A partner config compiled for evaluation. Build once per config (and per day, for year lists). */
export interface FormModel {
  config: PartnerConfig;
  /** The node types it was compiled with: printing and the answer rules ask them. */
  nodeTypes: NodeTypeRegistry;
  pages: PageModel[];
  fields: FieldModel[];
  fieldsByKey: ReadonlyMap<string, FieldModel>;
  groups: GroupModel[];
  addAnother: AddAnotherModel[];
  tabs: TabsModel[];
  /** Keys whose answers are read by some condition or controller, to fields that depend on them. */
  dependents: ReadonlyMap<string, readonly string[]>;
}

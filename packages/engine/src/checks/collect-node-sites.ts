import type { PartnerConfig } from '../config/partner-config.schema.ts';
import { walkConfig, type NodeSite, type SectionSite } from '../node-types/walk-config.ts';

/** Every section and node of a config, in reading order, mirroring how compileFormModel scopes them. */
export function collectNodeSites(config: PartnerConfig): {
  sections: SectionSite[];
  nodes: NodeSite[];
} {
  const sections: SectionSite[] = [];
  const nodes: NodeSite[] = [];
  walkConfig(config, { section: (site) => sections.push(site), node: (site) => nodes.push(site) });
  return { sections, nodes };
}

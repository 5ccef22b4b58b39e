import { type PartnerConfig } from '@admit/engine';
import { type NodeSite, type SectionSite, walkConfig } from '@admit/node-types';

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

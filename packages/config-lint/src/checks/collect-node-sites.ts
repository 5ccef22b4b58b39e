import { type NodeSite, type PartnerConfig, type SectionSite, walkConfig } from '@admit/engine';

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

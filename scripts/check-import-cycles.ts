/*
 * `npm run check:cycles` (part of `npm test`): fails when any module, package or package folder
 * imports itself through others. Prints one path through each cycle.
 */
import { REPO_ROOT, findImportCycles, readImportGraph } from './import-cycles.ts';

const graph = readImportGraph(REPO_ROOT);
const cycles = findImportCycles(graph);
for (const cycle of cycles) console.error(`${cycle.level} cycle: ${cycle.path.join(' -> ')}`);
console.log(
  cycles.length
    ? `${cycles.length} import cycle(s) in ${graph.files.length} files.`
    : `No import cycles in ${graph.files.length} files (modules, packages, package folders).`,
);
process.exitCode = cycles.length ? 1 : 0;

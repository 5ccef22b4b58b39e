// npm run studio -- [partner folder]: the config studio for a partner folder (default: the
// bundled partner-config), on http://127.0.0.1:$PORT (default 5180). Opens no browser.
import { resolve } from 'node:path';
import { loadStudioSettings } from './studio-settings.ts';
import { startStudio } from './start-studio.ts';

const settings = loadStudioSettings(process.argv.slice(2), process.env);
const studio = await startStudio(settings);
console.log(`Config studio for ${resolve(settings.dir)} at ${studio.url}`);
const stop = () => void studio.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

import { firstRoute } from '@admit/engine';
import { loadEnv } from '../config/env.ts';
import { loadPartner } from '../config/partner.ts';
import { signServiceToken } from '../crypto/service-token.ts';
import { findUserByEmail, normaliseEmail } from '../store/users.ts';
import { withDatabase } from './with-database.ts';

/**
 * `npm run service-token -- <applicant e-mail>`: prints a staff URL that reads that one
 * application for 24 hours (PUBLIC_URL/<the partner's first page>?service_token=...).
 */
async function main(args: string[]): Promise<number> {
  const email = args[0] && normaliseEmail(args[0]);
  if (!email) {
    console.error('Usage: npm run service-token -- <applicant e-mail>');
    return 2;
  }
  const env = loadEnv();
  const { config } = await loadPartner(env.partnerConfig);
  return withDatabase(env, async ({ db }) => {
    const user = await findUserByEmail(db, email);
    if (!user) {
      console.error(`No applicant has the e-mail address ${email}.`);
      return 1;
    }
    const url = new URL(firstRoute(config), env.publicUrl);
    url.searchParams.set('service_token', signServiceToken(env.secret, user.id));
    console.log(url.toString());
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));

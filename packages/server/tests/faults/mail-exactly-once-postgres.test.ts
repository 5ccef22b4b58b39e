import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  killSubmitBeforeItsAnswer,
  killWhileSending,
  mailFaultWorld,
  stopDatabaseWhileSending,
  type MailFaultWorld,
  type SendStep,
} from '../helpers/mail-fault-scenarios.ts';
import { postgresBinDir, startPgCluster, type PgCluster } from '../helpers/pg-cluster.ts';

const STEPS: SendStep[] = ['connect', 'recipient', 'message-end', 'accepted'];
const NO_POSTGRES = postgresBinDir()
  ? ''
  : ' (skipped: no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)';

/**
 * Real server processes on a PostgreSQL of the test's own and a real SMTP listener: the process
 * sending a mail is killed, or PostgreSQL stopped, at each step of the send; another process
 * takes over (see tests/helpers/mail-fault-scenarios.ts).
 */
describe.skipIf(Boolean(NO_POSTGRES))(
  `a mail is sent exactly once on PostgreSQL, whatever stops when${NO_POSTGRES}`,
  () => {
    let cluster: PgCluster;
    let world: MailFaultWorld;
    beforeAll(async () => {
      cluster = await startPgCluster();
      world = await mailFaultWorld('postgres', cluster);
    });
    afterAll(async () => {
      await world?.close();
      await cluster?.destroy();
    });

    it.each(STEPS)(
      'the sending process killed at %s: another process sends the code once, within a minute',
      { timeout: 120_000 },
      (step) => killWhileSending(world, step),
    );

    it.each<SendStep>(['connect', 'message-end'])(
      'PostgreSQL stopped at %s: the code arrives once, within a minute of its return',
      { timeout: 120_000 },
      (step) => stopDatabaseWhileSending(world, cluster, step),
    );

    it(
      'submit killed between its commit and its answer: the receipt arrives once',
      { timeout: 120_000 },
      () => killSubmitBeforeItsAnswer(world),
    );

    it('and none of those mails ever arrives a second time', { timeout: 60_000 }, () =>
      world.noneTwice(),
    );
  },
);

import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  killSubmitBeforeItsAnswer,
  killWhileSending,
  mailFaultWorld,
  type MailFaultWorld,
  type SendStep,
} from '../helpers/mail-fault-scenarios.ts';

const STEPS: SendStep[] = ['connect', 'recipient', 'message-end', 'accepted'];

/**
 * Real server processes on one SQLite database and a real SMTP listener: the process sending a
 * mail is killed at each step of the send (see tests/helpers/mail-fault-scenarios.ts).
 */
describe('a mail is sent exactly once on SQLite, whatever is killed when', () => {
  let world: MailFaultWorld;
  beforeAll(async () => {
    world = await mailFaultWorld('sqlite');
  });
  afterAll(async () => {
    await world?.close();
  });

  it.each(STEPS)(
    'the sending process killed at %s: the code arrives once, within a minute of the restart',
    { timeout: 120_000 },
    (step) => killWhileSending(world, step),
  );

  it(
    'submit killed between its commit and its answer: the receipt arrives once',
    { timeout: 120_000 },
    () => killSubmitBeforeItsAnswer(world),
  );

  it('and none of those mails ever arrives a second time', { timeout: 60_000 }, () =>
    world.noneTwice(),
  );
});

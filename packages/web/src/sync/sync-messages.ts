import { productText } from '@admit/react';

/**
 * What the applicant reads when their answers meet changes made in another tab or on another
 * device, in the app's current language (the catalogue's `sync.*` texts). One place, so the
 * wording stays consistent; read when shown, so a change of language shows in the next message.
 */
export const syncMessages = {
  conflictHeading: (count: number) => productText('sync.conflictHeading', { count }),
  get conflictIntro() {
    return productText('sync.conflictIntro');
  },
  keepLocal: (answer: string) => productText('sync.keepLocal', { answer }),
  useServer: (answer: string) => productText('sync.useServer', { answer }),
  get emptyAnswer() {
    return productText('sync.emptyAnswer');
  },
  get ticked() {
    return productText('sync.ticked');
  },
  get notTicked() {
    return productText('sync.notTicked');
  },
  /** The error a save reports while a conflict waits for the applicant's choice. */
  get conflictPending() {
    return productText('sync.conflictPending');
  },
  /** The error of a save that was refused every time it was sent again. */
  get keptChanging() {
    return productText('sync.keptChanging');
  },
  /** Said (politely) after the form was reloaded because entries changed elsewhere. */
  get formReloaded() {
    return productText('sync.formReloaded');
  },
  /** Said (politely) when a save named questions the form no longer has. */
  get formUpdated() {
    return productText('sync.formUpdated');
  },
};

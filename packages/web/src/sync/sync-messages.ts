/**
 * What the applicant reads when their answers meet changes made in another tab or on another
 * device. One place, so the wording stays consistent.
 */
export const syncMessages = {
  conflictHeading: (count: number) =>
    count === 1
      ? 'This answer was changed on another device'
      : 'These answers were changed on another device',
  conflictIntro:
    'You changed an answer that was also changed in another tab or on another device. Choose which answer to keep. Your other answers have been kept.',
  keepLocal: (value: string) => `Keep the answer from this device: ${value}`,
  useServer: (value: string) => `Use the answer saved on another device: ${value}`,
  emptyAnswer: '(no answer)',
  ticked: 'Ticked',
  notTicked: 'Not ticked',
  /** The error a save reports while a conflict waits for the applicant's choice. */
  conflictPending:
    'Some answers were not saved because they were also changed on another device. Choose which answer to keep at the top of the page.',
  /** The error of a save that was refused every time it was sent again. */
  keptChanging:
    'Your answers could not be saved because they kept changing on another device. Try again.',
  /** Said (politely) after the form was reloaded because entries changed elsewhere. */
  formReloaded:
    'Some entries were changed in another tab or on another device, so this form has been updated. Your other answers have been kept.',
  /** Said (politely) when a save named questions the form no longer has. */
  formUpdated:
    'This form has been updated since you opened it. Your answers have been saved; reload the page to see the latest questions.',
};

import type { Partner } from '@admit/engine';

/** Mail texts name the partner (spec: subject and body). */
export function accountMail(
  partner: Pick<Partner, 'name' | 'shortName'>,
  kind: 'confirm' | 'reset' | 'exists',
  value = '',
): { subject: string; text: string } {
  const { name, shortName } = partner;
  if (kind === 'confirm')
    return {
      subject: `${shortName}: your confirmation code`,
      text: `Welcome to the ${name} application.\n\nYour confirmation code is ${value}\n\nIt is valid for 24 hours. If you did not sign up, ignore this mail.\n`,
    };
  if (kind === 'reset')
    return {
      subject: `${shortName}: reset your password`,
      text: `Someone asked to reset the password of your ${name} application account.\n\nTo choose a new password, open this link within one hour:\n${value}\n\nIf it was not you, ignore this mail.\n`,
    };
  return {
    subject: `${shortName}: you already have an account`,
    text: `Someone tried to create a ${name} application account with this email address, which already has one.\n\nIf it was you, log in or use "Forgot password?". Otherwise ignore this mail.\n`,
  };
}

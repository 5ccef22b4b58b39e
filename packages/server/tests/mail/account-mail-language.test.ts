import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD, eventually } from '../helpers/test-app.ts';
import { readMail } from '../helpers/smtp-server.ts';
import { startSmtpTestApp, type SmtpTestApp } from '../helpers/smtp-test-app.ts';

describe.each(BACKENDS)(
  "account mails in the account's language, over real SMTP on %s",
  (backend) => {
    let smtp: SmtpTestApp['smtp'];
    let app: SmtpTestApp['app'];
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ smtp, app, close } = await startSmtpTestApp(backend));
    });
    afterAll(() => close());

    /** The newest mail to `email`, once it has arrived, as its reader sees it. */
    async function mailTo(email: string, count: number) {
      const to = () => smtp.received.filter((mail) => mail.to === email);
      await eventually(() => to().length === count, `mail ${count} to ${email}`);
      return readMail(to().at(-1)!.raw);
    }

    const post = (url: string, payload: object, acceptLanguage: string) =>
      app.inject({ method: 'POST', url, payload, headers: { 'accept-language': acceptLanguage } });

    it('writes the code, the notice and the reset link in Spanish to an account made in Spanish', async () => {
      const email = 'maria.nunez@example.org';
      expect(
        (await post('/public/signup', { username: email, password: PASSWORD }, 'es-MX,es;q=0.9'))
          .statusCode,
      ).toBe(200);
      const confirm = await mailTo(email, 1);
      expect(confirm.subject).toBe('Chesapeake State: su código de confirmación');
      expect(confirm.text).toContain(
        'Le damos la bienvenida a la solicitud de Chesapeake State University.',
      );
      const code = /Su código de confirmación es (\d{6})/.exec(confirm.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect((await post('/public/confirm', { username: email, code }, 'en')).statusCode).toBe(200);

      // Later requests from an English browser: the account's language still writes the mails.
      await post('/public/signup', { username: email, password: PASSWORD }, 'en-US');
      expect((await mailTo(email, 2)).subject).toBe('Chesapeake State: ya tiene una cuenta');
      await post('/public/forgot-password', { username: email }, 'en-US');
      const reset = await mailTo(email, 3);
      expect(reset.subject).toBe('Chesapeake State: restablezca su contraseña');
      expect(reset.text).toMatch(
        /abra este enlace antes de que pase una hora:\n\S+\/reset\?username=/,
      );
    });

    it('writes the spec English to an account made in English', async () => {
      const email = 'grace.english@example.org';
      await post('/public/signup', { username: email, password: PASSWORD }, 'en-GB,en;q=0.8');
      const confirm = await mailTo(email, 1);
      expect(confirm.subject).toBe('Chesapeake State: your confirmation code');
      expect(confirm.text).toMatch(
        /^Welcome to the Chesapeake State University application\.\n\nYour confirmation code is \d{6}\n\nIt is valid for 24 hours\. If you did not sign up, ignore this mail\.\n?$/,
      );
    });
  },
);

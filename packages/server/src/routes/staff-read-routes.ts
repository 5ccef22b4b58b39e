import { Readable } from 'node:stream';
import { staffConsoleRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireStaff } from '../auth/staff-sessions.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/http-error.ts';
import { safeFileName } from '../http/safe-file-name.ts';
import { listStaffApplications } from '../staff/list-staff-applications.ts';
import { exportCsv } from '../staff/export-csv.ts';
import { readAuditPage } from '../staff/read-audit-page.ts';
import { readStaffApplication } from '../staff/read-staff-application.ts';
import {
  staffApplicationPdf,
  staffDocument,
  type StaffDownload,
} from '../staff/staff-downloads.ts';
import { applicantExists } from '../store/staff-application-list.ts';
import { staffAudited } from './staff-audited.ts';
import { staffViewLanguage } from './staff-view-language.ts';

/**
 * Staff reads: the application list, one application whole and its PDF (made on demand; in the
 * partner's default language unless `?language=` asks for the applicant's), its converted documents, and (admins) the export profiles, their CSV and the audit log. Each
 * request is one append-only audit row written before its answer leaves (who, what, when, from
 * which address, and how it ended): refused ones too, whether for no session, a reader's role, a
 * bad query or an unknown application. If the row cannot be written, nothing is answered but a 500.
 */
export function registerStaffReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const audited = (action: string) => staffAudited(ctx, action);

  api.route({
    ...staffConsoleRoutes.applications,
    config: limited,
    ...audited('list-applications'),
    handler: async (request) => listStaffApplications(ctx, request.query),
  });

  api.route({
    ...staffConsoleRoutes.application,
    config: limited,
    ...audited('read-application'),
    handler: async (request) => {
      if (!(await applicantExists(ctx.db, request.params.id)))
        throw notFound('No application has this id.');
      const { id } = request.params;
      return readStaffApplication(
        ctx,
        id,
        await staffViewLanguage(ctx, id, request.query.language),
      );
    },
  });

  const download = (reply: FastifyReply, file: StaffDownload) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${safeFileName(file.name, 'pdf')}"`)
      .header('content-length', file.bytes.byteLength)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

  api.route({
    ...staffConsoleRoutes.applicationPdf,
    config: limited,
    ...audited('download-application-pdf'),
    handler: async (request, reply) => {
      if (!(await applicantExists(ctx.db, request.params.id)))
        throw notFound('No application has this id.');
      const { id } = request.params;
      const language = await staffViewLanguage(ctx, id, request.query.language);
      return download(reply, await staffApplicationPdf(ctx, id, language));
    },
  });

  api.route({
    ...staffConsoleRoutes.document,
    config: limited,
    ...audited('download-document'),
    handler: async (request, reply) => {
      const file = (await applicantExists(ctx.db, request.params.id))
        ? await staffDocument(ctx, request.params.id, request.params.key)
        : undefined;
      if (!file) throw notFound('This application has no converted document for this question.');
      return download(reply, file);
    },
  });

  api.route({
    ...staffConsoleRoutes.exportCsv,
    config: limited,
    ...audited('export-csv'),
    handler: async (request, reply) => {
      await requireStaff(ctx, request, 'admin');
      const profile = ctx.partner.config.partner.exportProfiles?.find(
        (p) => p.id === request.params.profile,
      );
      if (!profile) throw notFound('No export has this name.');
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${profile.id}.csv"`)
        .send(Readable.from(exportCsv(ctx, profile)));
    },
  });

  api.route({
    ...staffConsoleRoutes.exportProfiles,
    config: limited,
    ...audited('list-export-profiles'),
    handler: async (request) => {
      await requireStaff(ctx, request, 'admin');
      return (ctx.partner.config.partner.exportProfiles ?? []).map(({ id, title }) => ({
        id,
        title,
      }));
    },
  });

  api.route({
    ...staffConsoleRoutes.audit,
    config: limited,
    ...audited('read-audit-log'),
    handler: async (request) => {
      await requireStaff(ctx, request, 'admin');
      return readAuditPage(ctx, request.query);
    },
  });
}

import { applicationRoutes, etagOf } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { assertOpen, requireUser } from '../auth/sessions.ts';
import { applicationWrites, type AppContext } from '../context.ts';
import { removeDocument } from '../store/documents.ts';
import { badRequest } from '../http/http-error.ts';
import { readAddAnother, readTabs } from '../store/application-state.ts';
import { readRevision } from '../store/versioned/revision-unit.ts';
import { saveAddAnotherVersioned } from '../store/versioned/save-add-another-versioned.ts';
import { saveTabVersioned } from '../store/versioned/save-tab-versioned.ts';
import { preconditionsOf, settle } from './versioned-write.ts';

/** Add-another counts and tab choices (both checked against the partner's form model). */
export function registerBlockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writes = applicationWrites(ctx);

  api.route({
    ...applicationRoutes.addAnother,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('etag', etagOf(await readRevision(ctx.db, user.id)));
      return readAddAnother(ctx.db, user.id);
    },
  });

  api.route({
    ...applicationRoutes.saveAddAnother,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      const { button_id, num_components } = request.body;
      const group = ctx.partner.model.addAnother.find((a) => a.buttonId === button_id);
      if (!group) throw badRequest(`Unknown add-another button: ${button_id}.`);
      if (num_components > group.max)
        throw badRequest(`At most ${group.max} blocks can be added for ${button_id}.`);
      assertOpen(user);
      settle(
        reply,
        await saveAddAnotherVersioned(
          writes,
          user.id,
          button_id,
          num_components,
          ctx.now(),
          preconditionsOf(request.headers),
        ),
      );
      return { message: 'Saved.' };
    },
  });

  api.route({
    ...applicationRoutes.tabs,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('etag', etagOf(await readRevision(ctx.db, user.id)));
      return readTabs(ctx.db, user.id);
    },
  });

  api.route({
    ...applicationRoutes.chooseTab,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      const { tab_id, chosen_tab } = request.body;
      const tabs = ctx.partner.model.tabs.find((t) => t.tabId === tab_id);
      if (!tabs) throw badRequest(`Unknown tab group: ${tab_id}.`);
      const values = new Set([tabs.defaultTab, ...Object.keys(tabs.clearKeys)]);
      if (!values.has(chosen_tab)) throw badRequest(`Unknown tab ${chosen_tab} of ${tab_id}.`);
      assertOpen(user);
      const outcome = await saveTabVersioned(
        writes,
        user.id,
        {
          tabId: tab_id,
          chosenTab: chosen_tab,
          defaultTab: tabs.defaultTab,
          clearedOnLeave: tabs.clearKeys,
        },
        ctx.now(),
        preconditionsOf(request.headers),
      );
      settle(reply, outcome);
      // The leaving tab's uploads go with it: file, conversion and answer (spec section 4).
      for (const key of outcome.leaving ? (tabs.fileKeys[outcome.leaving] ?? []) : [])
        await removeDocument(ctx.db, ctx.storage, user.id, key);
      return { message: 'Saved.' };
    },
  });
}

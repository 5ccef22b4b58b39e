/// <reference types="vite/client" />
import { isOfNodeType, rankWith, type RendererEntry } from '@admit/react';

/*
 * The renderer of every node type: its folder's `<Type>Renderer.tsx`, found by convention (the
 * component the file is named after), so a node type needs no line here. Vite (the web app, the
 * studio, Storybook, Vitest) resolves the glob at build time; the server never renders.
 */

/** The rank of every node type's renderer; an app or partner outranks one by registering a higher rank. */
export const RENDERER_RANK = 10;

type RendererModule = Record<string, RendererEntry['renderer']>;

const modules = import.meta.glob<RendererModule>('./*/*Renderer.tsx', { eager: true });

/** The renderer files by node type (the folder's name): `{ type, file, renderer }`. */
export const rendererFiles = Object.entries(modules).map(([path, module]) => {
  const [, type = '', file = ''] = /^\.\/([^/]+)\/([^/]+)\.tsx$/.exec(path) ?? [];
  return { type, file, renderer: module[file] };
});

/**
 * The widget set's renderers: one entry `mui/<type>` per node type, applying to the views its
 * node type made, for filling the form in. The staff view is not rendered through them: the
 * widget set's PrintView lays out the engine's print projection.
 */
export const renderers: RendererEntry[] = rendererFiles.map(({ type, file, renderer }) => {
  if (!renderer)
    throw new Error(`${type}/${file}.tsx exports no ${file}: name the component after its file.`);
  return { name: `mui/${type}`, tester: rankWith(RENDERER_RANK, isOfNodeType(type)), renderer };
});

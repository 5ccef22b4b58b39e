/// <reference lib="dom" />
/**
 * Installed before any page script (Playwright `addInitScript`): a minimal React DevTools hook
 * that counts, per commit, the components React rendered. React production builds report every
 * commit to this hook, so it works the same for Admit and the peers, without profiling builds.
 *
 * A component counts when it mounted or did work in the commit (React's PerformedWork flag, as
 * React DevTools decides); subtrees React bailed out of (same first child as before) are skipped.
 * `formComponents` counts those whose type is in the app's `adapter.formTypes` (the engine's own
 * renderers, fields, widgets and templates) rather than the UI kit's internals.
 *
 * Self-contained: Playwright serializes this function into the page.
 */
export function installRenderCounter(): void {
  // React's fiber tags of components: function, class, forwardRef, memo, simple memo.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  interface Fiber {
    tag: number;
    flags: number;
    type: unknown;
    elementType: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const counts = { components: 0, formComponents: 0, commits: 0 };
  let formTypes: Set<unknown> | undefined;
  const walk = (next: Fiber, prev: Fiber | null) => {
    if (COMPONENT_TAGS.has(next.tag) && (!prev || (next.flags & PERFORMED_WORK) !== 0)) {
      counts.components++;
      formTypes ??= new Set(
        (window as unknown as { bench?: { adapter: { formTypes: unknown[] } } }).bench?.adapter
          .formTypes,
      );
      if (formTypes.has(next.type) || formTypes.has(next.elementType)) counts.formComponents++;
    }
    if (prev && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate);
  };
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        counts.commits++;
        walk(root.current, root.current.alternate);
        const bench = (window as unknown as { bench?: { renders?: typeof counts } }).bench;
        if (bench) bench.renders = counts;
      },
    },
  });
}

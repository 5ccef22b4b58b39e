/** Ids that occur more than once in the document. */
export const repeatedIds = (): string[] => {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
};

/** `aria-*` id references that name no element. */
export const danglingReferences = (): string[] =>
  [...document.querySelectorAll('*')].flatMap((element) =>
    ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-activedescendant']
      .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
      .filter((id) => !document.getElementById(id)),
  );

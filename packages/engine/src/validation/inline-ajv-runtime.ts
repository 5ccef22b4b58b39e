/**
 * ajv's standalone code `require`s a few runtime helpers. The browser bundle must be a plain ES
 * module with no imports, so the helpers it can need are written inline here; anything else is an
 * error (a schema construct the engine should not use).
 */
const INLINE_HELPERS: Record<string, string> = {
  // Length in code points, as ajv counts minLength/maxLength.
  'ajv/dist/runtime/ucs2length': '((s) => Array.from(s).length)',
};

export function inlineAjvRuntime(code: string): string {
  const out = code.replace(
    /require\("([^"]+)"\)\.default/g,
    (whole, path: string) => INLINE_HELPERS[path] ?? whole,
  );
  const left = /require\("([^"]+)"\)/.exec(out);
  if (left)
    throw new Error(
      `Standalone validators need the runtime helper "${left[1]}", which is not inlined.`,
    );
  return out;
}

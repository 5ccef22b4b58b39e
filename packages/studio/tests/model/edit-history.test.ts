import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, recordEdit, redo, startHistory, undo } from '../../src/index.ts';

const a = { 'data-model.json': { a: { type: 'string' } } };
const b = { 'data-model.json': { b: { type: 'string' } } };
const c = { 'data-model.json': { c: { type: 'string' } } };

describe('the edit history', () => {
  it('undoes and redoes edits in order', () => {
    let history = startHistory(a);
    history = recordEdit(history, { files: b });
    history = recordEdit(history, { files: c });
    history = undo(history);
    expect(history.present.files).toBe(b);
    history = undo(history);
    expect(history.present.files).toBe(a);
    expect(canUndo(history)).toBe(false);
    history = redo(redo(history));
    expect(history.present.files).toBe(c);
    expect(canRedo(history)).toBe(false);
  });

  it('a new edit after an undo drops the redo steps', () => {
    let history = recordEdit(startHistory(a), { files: b });
    history = recordEdit(undo(history), { files: c });
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present.files).toBe(a);
  });

  it('edits with the same tag in a row are one step', () => {
    let history = startHistory(a);
    history = recordEdit(history, { files: b, tag: 'typing' });
    history = recordEdit(history, { files: c, tag: 'typing' });
    expect(undo(history).present.files).toBe(a);
  });

  it('an edit that changes nothing is not a step', () => {
    const history = recordEdit(startHistory(a), { files: a });
    expect(canUndo(history)).toBe(false);
  });
});

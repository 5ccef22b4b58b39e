import { parseMessage } from '../src/message-ast.ts';
import { messageShape, type MessageShape } from '../src/message-shape.ts';

/** The shape of a message the test knows parses. */
export function shapeOf(source: string): MessageShape {
  const parsed = parseMessage(source);
  if (parsed.type !== 'parsed') throw new Error(parsed.problem.message);
  return messageShape(parsed.ast);
}

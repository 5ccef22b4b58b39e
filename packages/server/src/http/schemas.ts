/** `{ message }`: every error, and the success of most writes. */
export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** An answer value: text or a check box's boolean. */
export const answerValueSchema = { anyOf: [{ type: 'string' }, { type: 'boolean' }] } as const;

/** A flat answer map. */
export const answersSchema = {
  type: 'object',
  additionalProperties: answerValueSchema,
} as const;

import type { Node, PartnerConfig } from '@admit/node-types';

/**
 * A synthetic config with `count` questions on one page, shaped like a long application: radios
 * that open conditional chains, selects with `_desc`, dates, numbers, phones and required rules.
 */
export function syntheticConfig(count: number): PartnerConfig {
  const nodes: Node[] = [];
  const dataModel: PartnerConfig['dataModel'] = {};
  for (let i = 0; i < count; i++) {
    const key = `q${i}`;
    const gate =
      i % 10 === 0
        ? undefined
        : { valueKey: `q${i - (i % 10)}`, operator: 'equals' as const, target: 'Y' };
    const base = { key, label: `Question ${i}`, ...(gate ? { visibleWhen: gate } : {}) };
    dataModel[key] = { type: 'string' };
    switch (i % 5) {
      case 0:
        nodes.push({ type: 'radio', ...base, options: 'yes_no', required: true });
        break;
      case 1:
        nodes.push({
          type: 'text',
          ...base,
          required: true,
          checks: [{ type: 'minLength', value: 2, message: `Question ${i} is too short.` }],
        });
        break;
      case 2:
        nodes.push({
          type: 'select',
          ...base,
          options: 'states',
          required: { valueKey: `q${i - 1}`, operator: 'answered' },
        });
        break;
      case 3:
        nodes.push({
          type: 'text',
          ...base,
          inputType: 'date',
          checks: [{ type: 'dateRange', max: { yearsFromToday: -13 }, message: 'Too young.' }],
        });
        break;
      default:
        nodes.push({
          type: 'text',
          ...base,
          checks: [
            {
              type: 'number',
              minimum: 200,
              maximum: 800,
              multipleOf: 10,
              message: 'Score out of range.',
            },
          ],
        });
    }
  }
  const states = Array.from({ length: 60 }, (_, i) => ({ label: `State ${i}`, value: `S${i}` }));
  return {
    partner: {} as PartnerConfig['partner'],
    dataModel,
    optionLists: {
      yes_no: [
        { label: 'Yes', value: 'Y' },
        { label: 'No', value: 'N' },
      ],
      states,
    },
    pages: [
      {
        id: 'long',
        title: 'Long',
        step: 1,
        sections: [{ id: 'all', title: 'All', children: nodes }],
      },
    ],
  };
}

/** Answers that open every branch of the synthetic config and fill most questions. */
export function syntheticAnswers(count: number): Record<string, string> {
  const answers: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    answers[`q${i}`] = ['Y', 'some text', 'S3', '2000-01-01', '650'][i % 5]!;
  }
  return answers;
}

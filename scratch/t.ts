import Ajv from 'ajv';
import { PartnerConfigSchema, type Node } from '../packages/engine/src/index.ts';
const ajv = new Ajv({ allErrors: true, strict: false });
const v = ajv.compile(PartnerConfigSchema);
const n: Node = { type: 'group', id: 'g', children: [{ type: 'text', key: 'a', label: 'A' }] };
console.log(
  v({
    partner: {},
    dataModel: {},
    optionLists: {},
    pages: [
      {
        id: 'about',
        title: 'x',
        step: 1,
        sections: [
          {
            id: 's',
            title: 't',
            children: [
              n,
              {
                type: 'text',
                key: 'b',
                label: 'B',
                visibleWhen: { all: [{ valueKey: 'a', operator: 'equals', target: 'x' }] },
              },
            ],
          },
        ],
      },
    ],
  }),
  v.errors?.slice(0, 3),
);

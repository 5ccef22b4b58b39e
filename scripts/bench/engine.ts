// npm run bench:engine — engine validations/s and visibility evaluations/s on a 300-question config
// and on the bundled partner's whole application. Prints a markdown table and writes JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import { createValidator, evaluateVisibility, type Answers, type FormModel } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { opsPerSecond } from './measure.ts';
import { readPartner } from './read-partner.ts';
import { syntheticAnswers, syntheticConfig } from './synthetic-config.ts';

function measure(name: string, model: FormModel, answers: Answers) {
  const validate = createValidator(model);
  const today = new Date();
  const context = { answers };
  return {
    config: name,
    questions: model.fields.length,
    validationsPerSecond: opsPerSecond(() => validate(context, { today })),
    visibilityPerSecond: opsPerSecond(() => evaluateVisibility(model, context)),
  };
}

const rows = [
  measure(
    'synthetic, 300 questions',
    compileFormModel(syntheticConfig(300)),
    syntheticAnswers(300),
  ),
];
try {
  const partner = compileFormModel(await readPartner('partner-config'));
  const answers = Object.fromEntries(
    partner.fields.map((f) => [
      f.key,
      f.valueType === 'boolean' ? true : (f.options?.[1]?.value ?? 'Y'),
    ]),
  );
  rows.push(measure('bundled partner, whole application', partner, answers));
} catch (error) {
  console.warn(`(bundled partner skipped: ${(error as Error).message})`);
}

console.log('| config | questions | full validations/s | visibility evaluations/s |');
console.log('|---|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.config} | ${r.questions} | ${r.validationsPerSecond.toLocaleString('en-US')} | ${r.visibilityPerSecond.toLocaleString('en-US')} |`,
  );
await mkdir('bench', { recursive: true });
await writeFile(
  'bench/engine.json',
  JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2),
);

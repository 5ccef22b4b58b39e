// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ServiceApplication } from '@admit/contract';
import { printApplication } from '@admit/engine';
import { type PartnerConfig } from '@admit/node-types';
import { compileFormModel } from '@admit/node-types';
import { describe, expect, it } from 'vitest';
import { ServiceView } from '../../src/form/ServiceView.tsx';
import { config, formModel } from '../../src/partner/partner.ts';

/** A question shown on every application: a text question with no condition. */
const question = formModel.fields.find(
  (field) => field.kind === 'text' && field.guards.length === 0,
)!;

/** The partner config as it was when the application was submitted: the question's old label. */
function configWithLabel(label: string): PartnerConfig {
  const copy = structuredClone(config) as unknown as Record<string, unknown>;
  const path = question.pointer.split('/').slice(1);
  const node = path.reduce<Record<string, unknown>>(
    (at, part) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Record<string, unknown>,
    copy,
  );
  node.label = label;
  return copy as unknown as PartnerConfig;
}

/** What GET /service/tmp-pdf answers: the projection made with the submitted version. */
function serverApplication(label: string): ServiceApplication {
  const answers = { [question.key]: 'Answered before the change' };
  const context = { answers, addAnother: {}, tabs: {}, documents: {} };
  return {
    answer: { ...answers, deleted_question: 'Kept after deletion' },
    add_another: {},
    document_answer: {},
    tabs: {},
    config_version: 'a'.repeat(64),
    submitted: true,
    print: printApplication(compileFormModel(configWithLabel(label)), context),
    retired_answers: { deleted_question: 'Kept after deletion' },
  };
}

const RETIRED_ANSWERS_HEADING = 'Answers to questions no longer in the form';

describe('the staff view of a submitted application', () => {
  it('shows the labels of the version it was submitted on, not this bundle', () => {
    const oldLabel = 'Label as the applicant saw it';
    expect(question.label).not.toBe(oldLabel);
    render(<ServiceView application={serverApplication(oldLabel)} />);
    expect(screen.getByText(oldLabel, { exact: false })).toBeTruthy();
    expect(screen.queryByText(question.label, { exact: true })).toBeNull();
    expect(screen.getByText('Answered before the change')).toBeTruthy();
  });

  it('lists stored answers to questions the form no longer has under their own heading', () => {
    render(<ServiceView application={serverApplication(question.label)} />);
    const heading = screen.getByRole('heading', { level: 2, name: RETIRED_ANSWERS_HEADING });
    const section = heading.closest('section')!;
    expect(within(section).getByText('deleted_question')).toBeTruthy();
    expect(within(section).getByText('Kept after deletion')).toBeTruthy();
  });

  it('has no such heading when every stored answer is to a question of the form', () => {
    const application = { ...serverApplication(question.label), retired_answers: {} };
    render(<ServiceView application={application} />);
    expect(screen.queryByRole('heading', { name: RETIRED_ANSWERS_HEADING })).toBeNull();
  });
});

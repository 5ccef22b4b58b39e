import { describe, expect, it } from 'vitest';
import type { Answers, EvaluationContext } from '@admit/engine';
import { validate } from './load-partner.ts';
import VALID_APPLICATION from './valid-application.json' with { type: 'json' };

/** Fixed "today" for the date rules: 22 November 2026. */
const today = new Date(2026, 10, 22);

/** A complete application that passes every rule; each row below changes a few answers. */
const valid: Answers = VALID_APPLICATION;
const md: Answers = { instate_tuition: 'Y' };

interface Row {
  rule: string;
  fail: Answers;
  message: string;
  pass: Answers;
  context?: Omit<EvaluationContext, 'answers'>;
}

/**
 * Every rule of spec section 5 "Application fields": an input that must fail with the exact message,
 * and one that must not. Messages the spec quotes are kept word for word; a required answer without
 * one says what to do, made from its label ("Enter First Name", "… Select an answer.").
 */
const rows: Row[] = [
  {
    rule: 'first_name required',
    fail: { first_name: '' },
    message: 'Enter First Name',
    pass: { first_name: 'Ada' },
  },
  { rule: 'last_name required', fail: { last_name: '' }, message: 'Enter Last Name', pass: {} },
  { rule: 'gender required', fail: { gender: '' }, message: 'Select Gender', pass: {} },
  {
    rule: 'address_line_1 required',
    fail: { address_line_1: '' },
    message: 'Enter Street Address',
    pass: {},
  },
  { rule: 'city required', fail: { city: '' }, message: 'Enter City', pass: {} },
  { rule: 'country required', fail: { country: '' }, message: 'Select Country', pass: {} },
  {
    rule: 'citizenship_type required',
    fail: { citizenship_type: '' },
    message: 'What is your citizenship status? Select an answer.',
    pass: {},
  },
  {
    rule: 'emergency contact first name required',
    fail: { emergency_contact_first_name: '' },
    message: 'Enter Emergency Contact First Name',
    pass: {},
  },
  {
    rule: 'emergency contact last name required',
    fail: { emergency_contact_last_name: '' },
    message: 'Enter Emergency Contact Last Name',
    pass: {},
  },
  {
    rule: 'emergency contact relation required',
    fail: { emergency_contact_relation: '' },
    message: 'Select Relationship to You',
    pass: {},
  },
  {
    rule: 'emergency contact cell required',
    fail: { emergency_contact_phone_mobile: '' },
    message: 'Enter Emergency Contact Cell Phone',
    pass: {},
  },
  {
    rule: 'emergency contact cell matches the phone pattern',
    fail: { emergency_contact_phone_mobile: '(410) 155-9876' },
    message: 'Please enter a valid cell phone number.',
    pass: { emergency_contact_phone_mobile: '(410) 555-9876' },
  },
  {
    rule: 'military_status required',
    fail: { military_status: '' },
    message: 'What is your U.S. military status? Select an answer.',
    pass: {},
  },
  { rule: 'hs_name required', fail: { hs_name: '' }, message: 'Search for Your School', pass: {} },
  {
    rule: 'grad_month required',
    fail: { grad_month: '' },
    message: 'Select Month of High School Graduation',
    pass: {},
  },
  {
    rule: 'test_taken_ind required',
    fail: { test_taken_ind: '' },
    message: 'Would you like us to consider SAT or ACT scores? Select an answer.',
    pass: {},
  },
  {
    rule: 'entry_term required',
    fail: { entry_term: '' },
    message: 'When do you plan to start at Chesapeake State? Select an answer.',
    pass: {},
  },
  {
    rule: 'instate_tuition required',
    fail: { instate_tuition: '' },
    message: 'Are you applying for in-state (Maryland resident) tuition? Select an answer.',
    pass: {},
  },
  {
    rule: 'suspended required',
    fail: { suspended: '' },
    message:
      'Have you ever been suspended, expelled or dismissed from a high school, college or university, or placed on disciplinary probation? Select an answer.',
    pass: {},
  },
  {
    rule: 'counselor_waiver_request required',
    fail: { counselor_waiver_request: '' },
    message:
      'Would you like your school counselor to request an application fee waiver for you? Select an answer.',
    pass: {},
  },
  {
    rule: 'legal_agree must be true',
    fail: { legal_agree: false },
    message: 'Select the box to confirm: I have read the statement above and I agree to it.',
    pass: { legal_agree: true },
  },
  {
    rule: 'md_residency_statement must be true',
    fail: { md_residency_statement: false },
    message:
      'Select the box to confirm: I have read the residency statement and I certify that my answers about residency are true.',
    pass: { md_residency_statement: true },
  },
  {
    rule: 'state required for USA',
    fail: { state: '', county: '' },
    message: 'Select State/Province',
    pass: { state: '', county: '', country: 'DEU', zip: '' },
  },
  {
    rule: 'state required for CAN',
    fail: { country: 'CAN', state: '', county: '', zip: 'K1A0B1' },
    message: 'Select State/Province',
    pass: { country: 'CAN', state: 'Ontario', county: '', zip: 'K1A0B1' },
  },
  {
    rule: 'zip required for USA',
    fail: { zip: '' },
    message: 'Enter ZIP/Postal Code',
    pass: { zip: '', country: 'DEU', state: '', county: '' },
  },
  {
    rule: 'zip at least 5 characters for USA',
    fail: { zip: '1234' },
    message: 'ZIP/Postal Code must be at least 5 characters.',
    pass: { zip: '1234', country: 'CAN', state: 'Ontario', county: '' },
  },
  {
    rule: 'county required when state is Maryland',
    fail: { county: '' },
    message: 'Select County',
    pass: { state: 'Virginia', county: '' },
  },
  {
    rule: 'citizenship required for type 2',
    fail: { citizenship_type: '2' },
    message: 'Select Country of Citizenship',
    pass: { citizenship_type: '1' },
  },
  {
    rule: 'citizenship required for type 3',
    fail: { citizenship_type: '3', citizenship_visa_status: 'F1' },
    message: 'Select Country of Citizenship',
    pass: { citizenship_type: '3', citizenship: 'FRA', citizenship_visa_status: 'F1' },
  },
  {
    rule: 'visa status required for type O',
    fail: { citizenship_type: 'O', citizenship: 'FRA' },
    message: 'Select Visa or Immigration Status',
    pass: { citizenship_type: '2', citizenship: 'FRA' },
  },
  {
    rule: 'home phone pattern',
    fail: { phone_home: '(110) 555-3333' },
    message: 'Please enter a valid home phone number.',
    pass: { phone_home: '(410) 555-3333' },
  },
  {
    rule: 'cell phone pattern',
    fail: { phone_mobile: '(410) 155-3333' },
    message: 'Please enter a valid cell phone number.',
    pass: { phone_mobile: '(410) 555-3333' },
  },
  {
    rule: 'home phone required without a cell phone',
    fail: { phone_mobile: '' },
    message: 'Enter Home Phone',
    pass: { phone_mobile: '', phone_home: '(410) 555-3333' },
  },
  {
    rule: 'cell phone required with SMS opt-in',
    fail: { optin_sms_ind: true, phone_mobile: '', phone_home: '(410) 555-3333' },
    message: 'Enter Cell Phone',
    pass: { optin_sms_ind: true },
  },
  {
    rule: 'international cell required with SMS opt-in and no cell',
    fail: { optin_sms_ind: true, phone_mobile: '' },
    message: 'A cell phone number is required to receive text message updates.',
    pass: { optin_sms_ind: true, phone_mobile: '(410) 555-1234' },
  },
  {
    rule: 'some phone required',
    fail: { phone_mobile: '' },
    message: 'Please enter a domestic or international home phone or cell phone number.',
    pass: { phone_mobile: '', phone_home: '(410) 555-3333' },
  },
  {
    rule: 'birth date must be valid',
    fail: { birth_date: '2008-02-30' },
    message: 'A valid date of birth is required.',
    pass: { birth_date: '2008-02-28' },
  },
  {
    rule: 'birth date not before 100 years ago',
    fail: { birth_date: '1926-11-21' },
    message: 'This date is not supported. Please contact help support for assistance.',
    pass: { birth_date: '1926-11-22' },
  },
  {
    rule: 'applicant at least 13',
    fail: { birth_date: '2013-11-23' },
    message: 'You must be 13 years or older to apply.',
    pass: { birth_date: '2013-11-22' },
  },
  {
    rule: 'mailing effective date minimum year',
    fail: {
      mailing_addr_same_as_perm_addr: false,
      mailing_address_line_1: '2 Elm St',
      mailing_city: 'Paris',
      mailing_country: 'FRA',
      mailing_addr_effective_date: '2022-12-31',
    },
    message: 'The minimum supported year is 2023',
    pass: {
      mailing_addr_same_as_perm_addr: false,
      mailing_address_line_1: '2 Elm St',
      mailing_city: 'Paris',
      mailing_country: 'FRA',
      mailing_addr_effective_date: '2023-01-01',
    },
  },
  {
    rule: 'mailing effective date maximum year',
    fail: {
      mailing_addr_same_as_perm_addr: false,
      mailing_address_line_1: '2 Elm St',
      mailing_city: 'Paris',
      mailing_country: 'FRA',
      mailing_addr_effective_date: '2031-01-01',
    },
    message: 'The maximum supported year is 2030',
    pass: {
      mailing_addr_same_as_perm_addr: false,
      mailing_address_line_1: '2 Elm St',
      mailing_city: 'Paris',
      mailing_country: 'FRA',
      mailing_addr_effective_date: '2030-12-31',
    },
  },
  {
    rule: 'parent 1 e-mail pattern',
    fail: { parent_email: 'nope' },
    message: 'Parent 1/Guardian 1: Please enter a valid email address.',
    pass: { parent_email: 'parent@example.org' },
  },
  {
    rule: 'parent 2 e-mail pattern',
    fail: { parent_2_email: 'nope' },
    message: 'Parent 2/Guardian 2: Please enter a valid email address.',
    pass: { parent_2_email: 'p2@example.org' },
    context: { addAnother: { parents: 2 } },
  },
  {
    rule: 'parent phone pattern',
    fail: { parent_phone: '123' },
    message: 'Parent 1/Guardian 1: Please enter a valid phone number.',
    pass: { parent_phone: '(410) 555-7777' },
  },
  {
    rule: 'counselor e-mail pattern',
    fail: { counselor_email_address: 'x@' },
    message: 'The counselor email address you entered is invalid.',
    pass: { counselor_email_address: 'counselor@school.org' },
  },
  {
    rule: 'GPA digits with optional decimal point',
    fail: { hs_gpa: '3.x', gpa_scale: '4' },
    message: 'What is your GPA to the nearest decimal?',
    pass: { hs_gpa: '3.7', gpa_scale: '4' },
  },
  {
    rule: 'GPA scale required with a GPA',
    fail: { hs_gpa: '3.7' },
    message: 'What GPA scale is used?',
    pass: { hs_gpa: '3.7', gpa_scale: '4' },
  },
  {
    rule: 'other relation required for relation 11',
    fail: { emergency_contact_relation: '11' },
    message: 'Describe your relationship to your emergency contact',
    pass: { emergency_contact_relation: '11', emergency_contact_relation_other: 'Aunt' },
  },
  {
    rule: 'sat_taken required when tests are considered',
    fail: { test_taken_ind: 'Y', act_taken: 'N' },
    message: 'Have you taken the SAT? Select an answer.',
    pass: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'N' },
  },
  {
    rule: 'act_taken required when tests are considered',
    fail: { test_taken_ind: 'Y', sat_taken: 'N' },
    message: 'Have you taken the ACT? Select an answer.',
    pass: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'N' },
  },
  {
    rule: 'SAT reading and writing 200-800 in steps of 10',
    fail: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_reading_writing: '455' },
    message: 'SAT Reading and Writing score must be between 200 and 800 in steps of 10.',
    pass: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_reading_writing: '450' },
  },
  {
    rule: 'SAT math 200-800 in steps of 10',
    fail: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_math: '805' },
    message: 'SAT Math score must be between 200 and 800 in steps of 10.',
    pass: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_math: '800' },
  },
  {
    rule: 'SAT essay 2-8',
    fail: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_essay: '9' },
    message: 'SAT Essay score must be between 2 and 8.',
    pass: { test_taken_ind: 'Y', sat_taken: 'Y', act_taken: 'N', sat_score_essay: '8' },
  },
  {
    rule: 'ACT composite 1-36',
    fail: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'Y', act_score_composite: '37' },
    message: 'ACT Composite score must be a whole number between 1 and 36.',
    pass: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'Y', act_score_composite: '36' },
  },
  {
    rule: 'ACT composite required when taken',
    fail: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'Y' },
    message: 'Enter ACT Composite Score',
    pass: { test_taken_ind: 'Y', sat_taken: 'N', act_taken: 'Y', act_score_composite: '30' },
  },
  {
    rule: 'campus_pref required with an entry term',
    fail: { campus_pref: '', applied_major: '' },
    message: 'Where would you like to take most of your classes? Select an answer.',
    pass: {},
  },
  {
    rule: 'applied_major required with a campus',
    fail: { applied_major: '' },
    message: 'Select Intended Major',
    pass: {},
  },
  {
    rule: 'suspended_comment required when suspended',
    fail: { suspended: 'Y' },
    message:
      'Please explain what happened and when, and what you have learned from it. Enter an answer.',
    pass: { suspended: 'Y', suspended_comment: 'A late assignment dispute in 2024.' },
  },
  {
    rule: 'md_fin_ind_dep required for in-state tuition',
    fail: md,
    message: 'Which statement describes your financial situation? Select an answer.',
    pass: { instate_tuition: 'N' },
  },
  {
    rule: 'dependent: name of person for 1',
    fail: { ...md, md_fin_ind_dep: '1' },
    message:
      'Enter Full name of the parent or legal guardian on whom you are financially dependent',
    pass: { ...md, md_fin_ind_dep: '2' },
  },
  {
    rule: 'dependent: time dependent for 1',
    fail: { ...md, md_fin_ind_dep: '1' },
    message: 'How long have you been financially dependent on this person? Select an answer.',
    pass: { ...md, md_fin_ind_dep: '3' },
  },
  {
    rule: 'dependent: provider name for 3',
    fail: { ...md, md_fin_ind_dep: '3' },
    message: 'Enter Full name of the person who provides most of your financial support',
    pass: { ...md, md_fin_ind_dep: '1' },
  },
  {
    rule: 'dependent: support time for 3',
    fail: { ...md, md_fin_ind_dep: '3' },
    message: 'How long has this person provided most of your financial support? Select an answer.',
    pass: { ...md, md_fin_ind_dep: '1' },
  },
  {
    rule: 'dependent: relationship for 1 or 3',
    fail: { ...md, md_fin_ind_dep: '3' },
    message: "What is this person's relationship to you? Select an answer.",
    pass: { ...md, md_fin_ind_dep: '2' },
  },
  {
    rule: 'dependent: resident for 1 or 3',
    fail: { ...md, md_fin_ind_dep: '1' },
    message: 'Is this person a Maryland resident? Select an answer.',
    pass: { ...md, md_fin_ind_dep: '2' },
  },
  {
    rule: 'provider address when md_resident is Y',
    fail: { ...md, md_fin_ind_dep: '1', md_resident: 'Y' },
    message: 'Enter Street Address',
    pass: { ...md, md_fin_ind_dep: '1', md_resident: 'N' },
  },
  {
    rule: 'provider tax reason when no return filed',
    fail: { ...md, md_fin_ind_dep: '1', md_resident: 'Y', md_provider_tax_return_filed: 'N' },
    message: 'Why did this person not file a Maryland resident income tax return? Enter an answer.',
    pass: { ...md, md_fin_ind_dep: '1', md_resident: 'Y', md_provider_tax_return_filed: 'Y' },
  },
  {
    rule: 'not-claimed reason when not claimed as dependent',
    fail: { ...md, md_fin_ind_dep: '1', md_resident: 'Y', md_provider_depend_tax: 'N' },
    message: 'Why did this person not claim you as a dependent? Enter an answer.',
    pass: { ...md, md_fin_ind_dep: '1', md_resident: 'Y', md_provider_depend_tax: 'Y' },
  },
  {
    rule: 'permanent address years when resided more than 12 months',
    fail: { ...md, perm_resided_more: 'Y' },
    message: 'How many years have you lived at your permanent address? Select an answer.',
    pass: { ...md, perm_resided_more: 'N' },
  },
  {
    rule: 'previous address when not resided 12 months',
    fail: { ...md, perm_resided_more: 'N' },
    message: 'Enter Date You Moved In',
    pass: { ...md, perm_resided_more: 'Y' },
  },
  {
    rule: "driver's licence details when licensed",
    fail: { ...md, md_valid_dl: 'Y' },
    message: "Which state issued your driver's license? Select an answer.",
    pass: { ...md, md_valid_dl: 'N' },
  },
  {
    rule: 'licence issue date needs licence state Maryland',
    fail: { ...md, md_valid_dl: 'Y', md_dl_state: 'Maryland' },
    message: "Enter Date Your Maryland Driver's License Was Issued",
    pass: { ...md, md_valid_dl: 'Y', md_dl_state: 'Virginia' },
  },
  {
    rule: 'non-Maryland licence question needs licence state Maryland',
    fail: { ...md, md_valid_dl: 'Y', md_dl_state: 'Maryland' },
    message:
      "Did you hold a driver's license from another state before your Maryland license? Select an answer.",
    pass: { ...md, md_valid_dl: 'Y', md_dl_state: 'Virginia' },
  },
  {
    rule: 'vehicle details when owning a vehicle',
    fail: { ...md, md_own_lease_vehicle: 'Y' },
    message: 'In which state is your vehicle registered? Select an answer.',
    pass: { ...md, md_own_lease_vehicle: 'N' },
  },
  {
    rule: 'vehicle registration date needs vehicle state Maryland',
    fail: { ...md, md_own_lease_vehicle: 'Y', md_vehicle_state: 'Maryland' },
    message: 'Enter Date Your Vehicle Was First Registered in Maryland',
    pass: { ...md, md_own_lease_vehicle: 'Y', md_vehicle_state: 'Virginia' },
  },
  {
    rule: 'voter state when registered to vote',
    fail: { ...md, md_reg_to_vote: 'Y' },
    message: 'In which state are you registered to vote? Select an answer.',
    pass: { ...md, md_reg_to_vote: 'N' },
  },
  {
    rule: 'tax reason when no recent return',
    fail: { ...md, md_tax_return_recent: 'N' },
    message:
      'Why did you not file a Maryland resident income tax return? (For example: I had no income, or I was claimed as a dependent.) Enter an answer.',
    pass: { ...md, md_tax_return_recent: 'Y' },
  },
  {
    rule: 'withholding explanation when tax not withheld',
    fail: { ...md, md_tax_withheld: 'N' },
    message:
      'Why was Maryland income tax not withheld from your wages? (If you had no wages, say so.) Enter an answer.',
    pass: { ...md, md_tax_withheld: 'Y' },
  },
  {
    rule: 'public assistance type when received',
    fail: { ...md, md_pub_assistance_received: 'Y' },
    message: 'What type of public assistance did you receive? Enter an answer.',
    pass: { ...md, md_pub_assistance_received: 'N' },
  },
  {
    rule: 'public assistance state when received',
    fail: { ...md, md_pub_assistance_received: 'Y' },
    message: 'Which state provided the public assistance? Select an answer.',
    pass: { ...md, md_pub_assistance_received: 'N' },
  },
  {
    rule: 'armed forces document',
    fail: { ...md, md_armed_forces: true },
    message: 'Please upload a copy of your military orders.',
    pass: { ...md, md_armed_forces: false },
  },
  {
    rule: 'veteran document',
    fail: { ...md, md_veteran: true },
    message: 'Please upload a copy of your DD-214 or other discharge papers.',
    pass: { ...md, md_veteran: false },
  },
  {
    rule: 'spouse/child document',
    fail: { ...md, md_armed_forces_spouse_child: true },
    message:
      "Please upload a copy of the service member's military orders and proof of your relationship (a marriage or birth certificate).",
    pass: { ...md },
  },
  {
    rule: 'support: member document text',
    fail: { ...md, support_member: true },
    message:
      'Please describe the document that confirms your Maryland National Guard membership (for example a letter from your unit commander).',
    pass: {
      ...md,
      support_member: true,
      support_member_text: 'Letter from my unit commander, 2026.',
    },
  },
  {
    rule: 'support: service document text',
    fail: { ...md, support_service: true },
    message:
      'Please describe the document that shows you are eligible for VA education benefits (for example your Certificate of Eligibility).',
    pass: { ...md },
  },
  {
    rule: 'support: citizen document text',
    fail: { ...md, support_citizen: true },
    message:
      'Please describe the immigration document that shows your status (for example your visa or Employment Authorization Document).',
    pass: { ...md, support_citizen: true, support_citizen_text: 'F-1 visa, valid until 2030.' },
  },
  {
    rule: 'support: certified document text',
    fail: { ...md, support_certified: true },
    message:
      'Please name the college that classified you as a Maryland resident and describe the document that confirms it (for example a bill showing in-state tuition).',
    pass: { ...md },
  },
  {
    rule: 'support: criteria document text',
    fail: { ...md, support_criteria: true },
    message:
      'Please tell us which Maryland high school you attended and describe the transcript or other document that shows your attendance.',
    pass: { ...md },
  },
  {
    rule: 'employee-dependent: employee name',
    fail: { ...md, md_employee_dependent: true },
    message: 'Please enter the name of the Chesapeake State employee.',
    pass: { ...md },
  },
  {
    rule: 'employee-dependent: HR letter',
    fail: { ...md, md_employee_dependent: true },
    message:
      "Please upload a letter from Chesapeake State Human Resources that confirms the employee's full-time employment.",
    pass: {
      ...md,
      md_employee_dependent: true,
      md_employee_name: 'Grace Hopper',
      md_employee_doc: 'ANSWERED',
    },
  },
  {
    rule: 'guardian court order upload (upload tab)',
    fail: { ...md, md_fin_ind_dep: '1', md_relationship_to_applicant: 'LG' },
    message: 'Please upload a copy of the court order that appointed your legal guardian.',
    pass: {
      ...md,
      md_fin_ind_dep: '1',
      md_relationship_to_applicant: 'LG',
      ward_doc_upload: 'ANSWERED',
    },
  },
  {
    rule: 'guardian explanation (essay tab)',
    fail: { ...md, md_fin_ind_dep: '1', md_relationship_to_applicant: 'LG' },
    message:
      'Please explain your guardianship, or upload a copy of the court order that appointed your legal guardian.',
    pass: {
      ...md,
      md_fin_ind_dep: '1',
      md_relationship_to_applicant: 'LG',
      ward_essay: 'My aunt has been my guardian since 2019.',
    },
    context: { tabs: { ward_proof: 'essay' } },
  },
];

describe('spec section 5 rules on the bundled partner', () => {
  it('accepts the complete base application', () => {
    expect(validate({ answers: valid }, { today }).messages).toEqual([]);
  });

  it.each(rows)('$rule', ({ fail, message, pass, context }) => {
    expect(validate({ ...context, answers: { ...valid, ...fail } }, { today }).messages).toContain(
      message,
    );
    expect(
      validate({ ...context, answers: { ...valid, ...pass } }, { today }).messages,
    ).not.toContain(message);
  });

  it('shows the international English test only for citizenship type 3 or O', async () => {
    const { evaluateVisibility } = await import('@admit/engine');
    const { model } = await import('./load-partner.ts');
    expect(
      evaluateVisibility(model, { answers: { citizenship_type: '3' } }).visible.has('english_test'),
    ).toBe(true);
    expect(
      evaluateVisibility(model, { answers: { citizenship_type: 'O' } }).visible.has('english_test'),
    ).toBe(true);
    expect(
      evaluateVisibility(model, { answers: { citizenship_type: '1' } }).visible.has('english_test'),
    ).toBe(false);
    expect(
      evaluateVisibility(model, { answers: { citizenship_type: '1', english_test: 'TOEFL' } })
        .clear,
    ).toMatchObject({ english_test: '' });
  });
});

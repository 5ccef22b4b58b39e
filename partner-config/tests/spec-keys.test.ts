import { describe, expect, it } from 'vitest';
import { config, model } from './load-partner.ts';

/** Every answer key the spec's "Answer fields by group" names (section 3), written out. */
const SPEC_KEYS = `
first_name middle_name last_name accented_name_checkbox suffix preferred_name birth_date gender phone_home
phone_mobile optin_sms_ind phone_international phone_mobile_international email_address
address_line_1 address_line_2 city state county zip country mailing_addr_same_as_perm_addr mailing_address_line_1
mailing_address_line_2 mailing_city mailing_state mailing_zip mailing_country mailing_addr_effective_date
citizenship_type citizenship citizenship_visa_status alien_registration_number
ethnicity race_american_indian race_asian race_black race_native_hawaiian race_white
emergency_contact_first_name emergency_contact_last_name emergency_contact_phone_home emergency_contact_phone_mobile
emergency_contact_relation emergency_contact_relation_other
military_status military_branch military_status_specified armed_forces_relation duty_station separation_month
separation_year military_dependent religious_affiliation children
parent_communication_preference
parent_relationship parent_prefix parent_first_name parent_last_name parent_email parent_education parent_education_other
parent_phone parent_phone_type parent_addr_same_as_stu_perm parent_address_line_1 parent_address_line_2 parent_city
parent_state parent_zip parent_country
parent_2_relationship parent_2_prefix parent_2_first_name parent_2_last_name parent_2_email parent_2_education
parent_2_education_other parent_2_phone parent_2_phone_type parent_2_addr_same_as_stu_perm parent_2_address_line_1
parent_2_address_line_2 parent_2_city parent_2_state parent_2_zip parent_2_country
hs_gpa gpa_scale
home_school ged_toggle ged_month ged_year counselor_first_name counselor_last_name counselor_email_address grad_month
grad_year hs_ceeb hs_name hs_address_line_1 hs_city hs_state hs_zip hs_country
english_test test_taken_ind sat_taken sat_test_month sat_test_year sat_score_reading_writing sat_score_math
sat_score_essay sat_plan_month sat_plan_year sat_taken_unsure act_taken act_score_composite act_test_month
act_test_year act_plan_month act_plan_year act_taken_unsure
entry_term entry_type number_of_credits which_institution live_on_campus applied_previously_transfer
applied_previously_term_transfer previously_admitted year_since_previously_admitted campus_pref applied_major
instate_tuition md_fin_ind_dep md_name_of_person_on_whom_dependent md_relationship_to_applicant md_time_dependent
md_resident md_provider_address_line_1 md_provider_address_line_2 md_provider_city md_provider_state md_provider_zip
md_provider_country md_provider_tax_return_filed md_provider_no_tax_return_reason md_provider_depend_tax
md_fin_provider_name md_time_supporting not_claimed_reason ward_doc_upload ward_essay
support_service support_certified support_criteria support_member support_citizen perm_resided_more
md_perm_address_years md_perm_address_months md_prev_address_line_1 md_prev_city md_prev_state md_prev_zip
md_prev_country md_move_to_education md_possesions_in_md md_valid_dl md_dl_state md_dl_issue_date md_dl_renewal_date
md_non_md_dl md_own_lease_vehicle md_vehicle_state md_vehicle_reg_date md_vehicle_reg_renewal_date
md_vehicle_reg_oostate md_reg_to_vote md_reg_to_vote_state md_tax_return_recent md_no_tax_return_reason
md_tax_withheld md_tax_not_withheld_explain md_pub_assistance_received md_pub_assistance_type md_pub_assistance_state
suspended suspended_comment counselor_waiver_request legal_agree md_residency_statement
`
  .split(/\s+/)
  .filter(Boolean);

describe('the bundled partner data model', () => {
  it.each(SPEC_KEYS)('declares the spec key %s', (key) => {
    expect(config.dataModel[key]).toBeDefined();
  });

  it.each(SPEC_KEYS)('asks a question for the spec key %s', (key) => {
    expect(model.fieldsByKey.has(key)).toBe(true);
  });

  it('uses every data-model key in exactly one question', () => {
    const counts = new Map<string, number>();
    for (const f of model.fields) counts.set(f.key, (counts.get(f.key) ?? 0) + 1);
    expect(Object.keys(config.dataModel).filter((k) => counts.get(k) !== 1)).toEqual([]);
  });

  it('marks social-security-style and alien registration numbers sensitive', () => {
    expect(config.dataModel.alien_registration_number?.sensitive).toBe(true);
  });

  it("keeps the spec's partner test codes and character limit", () => {
    expect(config.partner.testCodes).toEqual({ act: '1712', sat: '5401', fafsa: '002062' });
    expect(config.partner.characterLimit).toBe(7000);
  });
});

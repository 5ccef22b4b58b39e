import type { WebStatusBody } from '@admit/contract';
import {
  applicationEndpoints,
  clientConfigEndpoints,
  createClient,
  staffEndpoints,
  visitorEndpoints,
} from '@admit/contract/client';
import type { Answers, StoredAnswers, ValidationProblem } from '@admit/engine';
import { writeHeaders, type WriteVersion } from './write-version.ts';
import { transport, withRetries } from './http.ts';

/** The spec's retry count of the web-status post (section 9). */
export const WEB_STATUS_RETRIES = 2;

const application = createClient(applicationEndpoints, transport());
const visitors = createClient(visitorEndpoints, transport({ noSession: true }));
const staff = createClient(staffEndpoints, transport({ noSession: true }));
const clientConfig = createClient(clientConfigEndpoints, transport({ noSession: true }));

/** The form's answers as a write sends them: JSON leaves out the absent ones. */
const sent = (answers: Answers) => answers as StoredAnswers;

/** The logged-in applicant's application routes, the visitor and staff reads (spec section 7). */
export const applicationApi = {
  profile: () => application.profile(),
  postWebStatus: (status: WebStatusBody['web_status']) =>
    withRetries(() => application.webStatus({ body: { web_status: status } }), WEB_STATUS_RETRIES),
  putLastPage: (lastPage: string) => application.lastPage({ body: { last_page: lastPage } }),
  putAnswers: (answers: Answers, write: WriteVersion) =>
    application.answer({ body: { answers: sent(answers) }, headers: writeHeaders(write) }),
  postValidations: (page: string, problems: readonly ValidationProblem[]) =>
    application.validations({ body: { page, problems: [...problems] } }),
  submit: () => application.submit(),
  addAnother: () => application.addAnother(),
  putAddAnother: (buttonId: string, count: number, write: WriteVersion) =>
    application.saveAddAnother({
      body: { button_id: buttonId, num_components: count },
      headers: writeHeaders(write),
    }),
  tabs: () => application.tabs(),
  putTab: (tabId: string, chosenTab: string, write: WriteVersion) =>
    application.chooseTab({
      body: { tab_id: tabId, chosen_tab: chosenTab },
      headers: writeHeaders(write),
    }),
  /** Keeps a visitor's answers on the server for the sign-up or login that follows. */
  saveVisitorAnswers: (answers: Answers) =>
    visitors.saveVisitorAnswers({ body: { answers: sent(answers) } }),
  visitorAnswers: (token: string) => visitors.visitorAnswers({ query: { token } }),
  serviceApplication: (serviceToken: string) =>
    staff.serviceApplication({ query: { service_token: serviceToken } }),
  clientConfig: () => clientConfig.clientConfig(),
};

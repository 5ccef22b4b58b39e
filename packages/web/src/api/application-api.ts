import type {
  AddAnotherBody,
  AddAnotherCounts,
  AnswersSaved,
  ClientConfig,
  LastPageBody,
  MessageResponse,
  Profile,
  ServiceApplication,
  TabBody,
  TabChoices,
  ValidationsBody,
  VisitorAnswers,
  VisitorToken,
  WebStatusBody,
} from '@admit/contract';
import type { Answers, ValidationProblem } from '@admit/engine';
import { writeHeaders, type WriteVersion } from './write-version.ts';
import { request, requestTagged, withRetries } from './http.ts';

/** The spec's retry count of the web-status post (section 9). */
export const WEB_STATUS_RETRIES = 2;

/** The logged-in applicant's application routes, the visitor and staff reads (spec section 7). */
export const applicationApi = {
  profile: () => requestTagged<Profile>('GET', '/api/profile'),
  postWebStatus: (status: WebStatusBody['web_status']) =>
    withRetries(
      () =>
        request<MessageResponse>('POST', '/api/web-status', {
          body: { web_status: status } satisfies WebStatusBody,
        }),
      WEB_STATUS_RETRIES,
    ),
  putLastPage: (lastPage: string) =>
    request<MessageResponse>('PUT', '/api/last-page', {
      body: { last_page: lastPage } satisfies LastPageBody,
    }),
  putAnswers: (answers: Answers, write: WriteVersion) =>
    requestTagged<AnswersSaved>('PUT', '/api/answer', {
      body: { answers },
      headers: writeHeaders(write),
    }),
  postValidations: (page: string, problems: readonly ValidationProblem[]) =>
    request<MessageResponse>('POST', '/api/validations', {
      body: { page, problems: [...problems] } satisfies ValidationsBody,
    }),
  submit: () => request<MessageResponse>('POST', '/api/submit'),
  addAnother: () => requestTagged<AddAnotherCounts>('GET', '/api/add-another'),
  putAddAnother: (buttonId: string, count: number, write: WriteVersion) =>
    requestTagged<MessageResponse>('PUT', '/api/add-another', {
      body: { button_id: buttonId, num_components: count } satisfies AddAnotherBody,
      headers: writeHeaders(write),
    }),
  tabs: () => requestTagged<TabChoices>('GET', '/api/tabs'),
  putTab: (tabId: string, chosenTab: string, write: WriteVersion) =>
    requestTagged<MessageResponse>('PUT', '/api/tabs', {
      body: { tab_id: tabId, chosen_tab: chosenTab } satisfies TabBody,
      headers: writeHeaders(write),
    }),
  /** Keeps a visitor's answers on the server for the sign-up or login that follows. */
  saveVisitorAnswers: (answers: Answers) =>
    request<VisitorToken>('POST', '/public/tmp', { body: { answers }, noSession: true }),
  visitorAnswers: (token: string) =>
    request<VisitorAnswers>('GET', `/public/tmp?token=${encodeURIComponent(token)}`, {
      noSession: true,
    }),
  serviceApplication: (serviceToken: string) =>
    request<ServiceApplication>(
      'GET',
      `/service/tmp-pdf?service_token=${encodeURIComponent(serviceToken)}`,
      { noSession: true },
    ),
  clientConfig: () => request<ClientConfig>('GET', '/public/client-config', { noSession: true }),
};

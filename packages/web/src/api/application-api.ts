import type { Answers, ValidationProblem, WebStatus } from '@admit/engine';
import { request, withRetries } from './http.ts';
import type { ClientConfig, MessageResponse, Profile, ServiceApplication } from './api-types.ts';

/** The spec's retry count of the web-status post (section 9). */
export const WEB_STATUS_RETRIES = 2;

/** The logged-in applicant's application routes, the visitor and staff reads (spec section 7). */
export const applicationApi = {
  profile: () => request<Profile>('GET', '/api/profile'),
  postWebStatus: (status: Exclude<WebStatus, 'none'>) =>
    withRetries(
      () => request<MessageResponse>('POST', '/api/web-status', { body: { web_status: status } }),
      WEB_STATUS_RETRIES,
    ),
  putLastPage: (lastPage: string) =>
    request<MessageResponse>('PUT', '/api/last-page', { body: { last_page: lastPage } }),
  putAnswers: (answers: Answers) =>
    request<MessageResponse>('PUT', '/api/answer', { body: { answers } }),
  postValidations: (page: string, problems: readonly ValidationProblem[]) =>
    request<MessageResponse>('POST', '/api/validations', { body: { page, problems } }),
  submit: () => request<MessageResponse>('POST', '/api/submit'),
  addAnother: () => request<Record<string, number>>('GET', '/api/add-another'),
  putAddAnother: (buttonId: string, count: number) =>
    request<MessageResponse>('PUT', '/api/add-another', {
      body: { button_id: buttonId, num_components: count },
    }),
  tabs: () => request<Record<string, string>>('GET', '/api/tabs'),
  putTab: (tabId: string, chosenTab: string) =>
    request<MessageResponse>('PUT', '/api/tabs', {
      body: { tab_id: tabId, chosen_tab: chosenTab },
    }),
  /** Keeps a visitor's answers on the server for the sign-up or login that follows. */
  saveVisitorAnswers: (answers: Answers) =>
    request<{ token: string }>('POST', '/public/tmp', { body: { answers }, noSession: true }),
  visitorAnswers: (token: string) =>
    request<{ answer: Answers }>('GET', `/public/tmp?token=${encodeURIComponent(token)}`, {
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

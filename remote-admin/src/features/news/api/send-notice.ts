import { useMutation } from '@portal/shared/query';
import { type BodyOf, callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

export type SendRequest = BodyOf<typeof adminContent.sendNews>;

/** POST news/SendNews: a test to one address, or the notice to all or chosen producers plus extra addresses. */
export function sendNotice(request: SendRequest) {
  return callApi(adminContent.sendNews, { body: request });
}

export function useSendNotice() {
  return useMutation({ mutationFn: sendNotice });
}

/** A meeting call: on success the cache takes the returned meeting and everything about it refetches. */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { showMessage } from '@chorus/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, invalidateMeetingData, meetingKeys } from '../meetings.api';

function isMeetingDetail(value: unknown): value is MeetingDetail {
  return !!value && typeof value === 'object' && Array.isArray((value as MeetingDetail).phases);
}

export function useMeetingMutation<TVars, TResult>(
  meetingId: string,
  mutationFn: (vars: TVars) => Promise<TResult>,
  messages: { error: string; success?: string | ((result: TResult) => string) },
  onSuccess?: (result: TResult) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      if (isMeetingDetail(result)) client.setQueryData(meetingKeys.detail(meetingId), result);
      const success = typeof messages.success === 'function' ? messages.success(result) : messages.success;
      if (success) showMessage({ message: success, variant: 'success' });
      onSuccess?.(result);
      void invalidateMeetingData(client);
    },
    onError: (error) => {
      showMessage({ message: `${messages.error}: ${errorText(error)}`, variant: 'error' });
      void invalidateMeetingData(client);
    },
  });
}

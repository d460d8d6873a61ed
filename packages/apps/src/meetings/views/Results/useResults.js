import { useQuery } from '@tanstack/react-query';
import { meetingKeys, meetingsApi } from '../../meetings.api';
export function useResults(phase) {
    return useQuery({
        queryKey: meetingKeys.results(phase.id),
        queryFn: ({ signal }) => meetingsApi.results(phase.id, signal),
    });
}

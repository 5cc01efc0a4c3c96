import { useGetCheckInStatus } from '@/api/generated/endpoints/check-in/check-in';
import { deferred } from '@/components/ui/deferred';
import { CheckInTrigger } from './check-in-trigger';

// The panel (popover, claim, countdown) loads on the first interaction with the page, not
// with the first screen; until then the same gift button stands in (src/components/ui/deferred).
const DeferredCheckIn = deferred(() => import('./check-in-popover').then((module) => module.CheckInPopover), { openOnPress: true });

/** The daily check-in in the header: nothing until the status is known. */
export const CheckInButton = () => {
  const status = useGetCheckInStatus().data?.checkIn;
  if (!status) return null;
  return <DeferredCheckIn placeholder={<CheckInTrigger status={status} />} />;
};

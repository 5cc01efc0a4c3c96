// What every money action shares: the confirmation, its failure, paging, and the daily check-in.
const money = {
  cancel: 'Cancel',
  retry: 'Try again',
  failedTitle: 'That did not go through',
  nothingCharged: 'Nothing was charged.',
  pager: {
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page:number} of {pages:number}',
  },
  checkIn: {
    open: 'Daily check-in',
    openUnclaimed: "Daily check-in: today's reward is waiting",
    title: 'Daily check-in',
    streak: '{count:number} day streak',
    noStreak: 'Start a streak today',
    day: 'Day {day:number}',
    dayReward: 'Day {day:number}: {count:number} points, {state:string}',
    claimedState: 'claimed',
    todayState: 'today',
    upcomingState: 'upcoming',
    todayReward: "Today's reward: {count:number} points",
    free: 'Free: nothing is charged.',
    claim: 'Claim {count:number} points',
    claimed: 'Checked in today: +{count:number} points',
    comeBack: 'Come back tomorrow',
    nextIn: 'Next reward in {time:string}',
    done: 'Checked in! +{count:number} points. Your balance is now {balance:number|number} points.',
  },
} as const;

export default money;

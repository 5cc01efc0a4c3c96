import type { Translation } from '../i18n-types';

const money: Translation['money'] = {
  cancel: 'キャンセル',
  retry: 'もう一度試す',
  failedTitle: '処理が完了しませんでした',
  nothingCharged: '料金は請求されていません。',
  pager: {
    previous: '前へ',
    next: '次へ',
    pageOf: '{page} / {pages} ページ',
  },
  checkIn: {
    open: 'デイリーチェックイン',
    openUnclaimed: 'デイリーチェックイン：今日の報酬を受け取れます',
    title: 'デイリーチェックイン',
    streak: '{count}日連続',
    noStreak: '今日から連続記録を始めましょう',
    day: '{day}日目',
    dayReward: '{day}日目：{count}ポイント（{state}）',
    claimedState: '受け取り済み',
    todayState: '今日',
    upcomingState: 'これから',
    todayReward: '今日の報酬：{count}ポイント',
    free: '無料です。料金はかかりません。',
    claim: '{count}ポイントを受け取る',
    claimed: '今日はチェックイン済み：+{count}ポイント',
    comeBack: 'また明日来てください',
    nextIn: '次の報酬まで {time}',
    done: 'チェックインしました！+{count}ポイント。残高は{balance|number}ポイントです。',
  },
};

export default money;

import type {
  AgentSettings,
  BasicInformation,
  ChatExamples,
  EmojiSetting,
  ExtroversionSetting,
  Gender,
  Locale,
  MediaMimeType,
  OnboardingProgressValue,
  PaymentMethodBrand,
  PersonalitySetting,
  PointTransactionType,
  PreferredGender,
  PurchaseKind,
  ReactionSetting,
  TextListSetting,
  WelcomeMessageSetting,
} from '@/api/generated/model';

// The mock backend's tables. Rows hold what a server would store (password, full bank
// account, e-mailed codes), which is more than the contract ever returns: each area's
// rules turn rows into contract shapes. Dates are ISO strings so the whole database
// serialises to JSON for persistence.

export interface UserRow {
  id: string;
  email: string;
  /** Plain text: this is a mock, and the README lists the demo passwords anyway. */
  password: string | null;
  googleSub: string | null;
  username: string | null;
  nickname: string;
  fullName: string | null;
  birthDate: string | null;
  gender: Gender | null;
  preferredGender: PreferredGender | null;
  location: string | null;
  address: string | null;
  locale: Locale;
  avatarUrl: string | null;
  referralCode: string;
  referredBy: string | null;
  createdAt: string;
}

export interface RefreshTokenRow {
  token: string;
  userId: string;
  expiresAt: string;
}

export interface AgentRow {
  id: string;
  ownerId: string | null;
  name: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
  language: Locale;
  tags: string[];
  messagePrice: number;
  freeMessages: number;
  isPublished: boolean;
  welcomeMessage: string;
  settings: AgentSettings;
  /** The creator's order of the album (media ids); items not in it come first, newest first. */
  mediaOrder?: string[];
  /** Fans outside this small database; fanCount adds the users with a channel. */
  baseFanCount: number;
  createdAt: string;
}

export interface ChannelRow {
  id: string;
  agentId: string;
  userId: string;
  freeMessagesLeft: number;
  unreadCount: number;
  startedAt: string;
}

export interface MessageRow {
  id: string;
  channelId: string;
  sender: 'USER' | 'AGENT' | 'SYSTEM';
  kind: 'TEXT' | 'TIP' | 'CONTENT';
  text: string;
  createdAt: string;
  pointsCharged: number;
  tipAmountUsd: number | null;
  /** With CONTENT messages: the media item offered. */
  mediaId: string | null;
  /**
   * A reply being streamed is stored when it starts, hidden until this time (when its
   * stream ends), like a backend that keeps generating after the fan reloads or drops.
   */
  visibleFrom?: string;
}

export interface MediaRow {
  id: string;
  /** Null while it belongs to an onboarding that has not created its agent yet. */
  agentId: string | null;
  ownerId: string;
  kind: 'IMAGE' | 'VIDEO';
  url: string;
  thumbnailUrl: string;
  mimeType: MediaMimeType;
  sizeBytes: number;
  title: string;
  locked: boolean;
  priceInPoints: number;
  createdAt: string;
}

export interface UnlockRow {
  userId: string;
  mediaId: string;
  points: number;
  createdAt: string;
}

export interface WalletRow {
  userId: string;
  points: number;
  updatedAt: string;
}

export interface PointTransactionRow {
  id: string;
  userId: string;
  type: PointTransactionType;
  points: number;
  balanceAfter: number;
  description: string;
  agentName: string | null;
  createdAt: string;
}

export interface PaymentMethodRow {
  id: string;
  userId: string;
  brand: PaymentMethodBrand;
  last4: string;
  /** Identifies the same card added twice (AlreadyAdded). */
  fingerprint: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isDefault: boolean;
  createdAt: string;
}

export interface PurchaseRow {
  id: string;
  userId: string;
  kind: PurchaseKind;
  points: number;
  priceCents: number;
  status: 'SUCCEEDED' | 'REFUNDED';
  paymentMethodLast4: string;
  description: string;
  createdAt: string;
}

export interface SubscriptionRow {
  id: string;
  userId: string;
  planId: string;
  status: 'ACTIVE' | 'CANCELED';
  currentPeriodEnd: string;
  canceledAt: string | null;
  createdAt: string;
}

export interface TipRow {
  id: string;
  userId: string;
  agentId: string;
  amountUsd: number;
  points: number;
  note: string | null;
  createdAt: string;
}

export interface CheckInRow {
  userId: string;
  /** The day (YYYY-MM-DD, UTC). */
  date: string;
  rewardPoints: number;
}

export interface EarningRow {
  id: string;
  /** The creator who earns. */
  userId: string;
  agentId: string | null;
  source: 'DIRECT' | 'FAN_REFERRAL' | 'AGENT_REFERRAL';
  kind: 'MESSAGE' | 'TIP' | 'UNLOCK' | 'REFERRAL';
  /** The fan whose spending produced it, if any. */
  fanId: string | null;
  amountCents: number;
  createdAt: string;
}

export interface BankInfoRow {
  userId: string;
  fullName: string;
  bankAccount: string;
  swiftCode: string;
  address: string;
  updatedAt: string;
}

export interface PayoutRow {
  id: string;
  userId: string;
  amountCents: number;
  status: 'REQUESTED' | 'PAID' | 'CANCELED';
  requestedAt: string;
  scheduledFor: string;
  paidAt: string | null;
}

export interface ReferralRow {
  id: string;
  referrerId: string;
  referredUserId: string;
  kind: 'FAN' | 'CREATOR';
  joinedAt: string;
  earnedCents: number;
}

export interface ShareLinkRow {
  id: string;
  userId: string;
  code: string;
  label: string;
  agentName: string | null;
  clicks: number;
  signups: number;
  createdAt: string;
}

export interface VerificationRow {
  id: string;
  email: string;
  code: string;
  expiresAt: string;
  resendAvailableAt: string;
  /** Set once the code was entered correctly: the emailVerifyId sign-up needs. */
  emailVerifyId: string | null;
  /** Set when sign-up consumed the emailVerifyId. */
  usedAt: string | null;
  /** Wrong codes entered for the current code; too many kill the verification (absent = 0). */
  failedAttempts?: number;
  createdAt: string;
}

export interface ResetTokenRow {
  token: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface OnboardingRow {
  userId: string;
  basicInformation: BasicInformation | null;
  extroversion: ExtroversionSetting | null;
  personality: PersonalitySetting | null;
  chatExamples: ChatExamples;
  emoji: EmojiSetting | null;
  reaction: ReactionSetting | null;
  mustKnowInfo: TextListSetting | null;
  prohibitedTopics: TextListSetting | null;
  welcomeMessage: WelcomeMessageSetting | null;
  completedSteps: number[];
  status: OnboardingProgressValue;
}

export interface IdempotencyRow {
  key: string;
  userId: string;
  /** Method, path and body of the first request: a reuse for anything else is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: string;
}

/** What the mock "sends" by e-mail; the mock tools show it, since no mail leaves the browser. */
export interface OutboxRow {
  id: string;
  to: string;
  kind: 'VERIFICATION_CODE' | 'PASSWORD_RESET';
  subject: string;
  /** The six-digit code, or the reset link path (with its token in the fragment). */
  payload: string;
  createdAt: string;
}

export interface Database {
  version: number;
  users: UserRow[];
  refreshTokens: RefreshTokenRow[];
  revokedAccessTokens: string[];
  agents: AgentRow[];
  channels: ChannelRow[];
  messages: MessageRow[];
  media: MediaRow[];
  unlocks: UnlockRow[];
  wallets: WalletRow[];
  pointTransactions: PointTransactionRow[];
  paymentMethods: PaymentMethodRow[];
  purchases: PurchaseRow[];
  subscriptions: SubscriptionRow[];
  tips: TipRow[];
  checkIns: CheckInRow[];
  earnings: EarningRow[];
  bankInfos: BankInfoRow[];
  payouts: PayoutRow[];
  referrals: ReferralRow[];
  shareLinks: ShareLinkRow[];
  verifications: VerificationRow[];
  resetTokens: ResetTokenRow[];
  onboardings: OnboardingRow[];
  idempotency: IdempotencyRow[];
  outbox: OutboxRow[];
}

/** Bump when the shape changes: persisted data of another version is replaced by the seed. */
export const databaseVersion = 1;

// One countdown for the whole app (the resend timer here, the chat's free-message offer).
export { useSecondsUntil } from '@/lib/use-seconds-until';

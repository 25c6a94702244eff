export { NotifyMe, NotifyMeCard } from './components/notify-me';
export { usePushDeviceId, usePushOptIn } from './lib/use-push-opt-in';

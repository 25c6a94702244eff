export { NotifyMe } from './components/notify-me';
export { usePushDeviceId } from './lib/use-push-opt-in';

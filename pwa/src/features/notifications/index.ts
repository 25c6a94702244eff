export { NotifyMe } from './components/notify-me';

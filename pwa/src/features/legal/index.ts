export { SupportEmailLink } from './components/support-email-link';

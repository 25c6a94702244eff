export { AdminHeader } from './components/admin-header';

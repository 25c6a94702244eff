export { useMe, useSignedInUser } from './api/get-me';
export { RequireStaff } from './components/require-staff';
export { useLogout } from './lib/use-logout';
export { useSessionAccount } from './lib/use-session-account';
export { useSignedIn } from './lib/use-signed-in';

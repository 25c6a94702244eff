import { readStoredUser, type StoredUser } from '../stored-user';
import type { AccountKey } from './rows';

/** Whose a row of the device store is: the account's id as a string, '' for nobody. */
export function accountKeyOf(user: Pick<StoredUser, 'id'> | undefined): AccountKey {
  return user ? String(user.id) : '';
}

/** The signed-in account as the browser knows it ('' for nobody). */
export function currentAccount(): AccountKey {
  return accountKeyOf(readStoredUser());
}
